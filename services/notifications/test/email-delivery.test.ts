import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { type EventEnvelope, UserVerified, VerificationCodeIssued } from '@localpros/contracts';
import { createLogger, developmentSecret, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import { channelsFor, smtpChannel } from '../src/delivery/channels.js';
import { MessageSender } from '../src/delivery/message-sender.js';
import { HIDDEN_CODE, messageBody, messageSealers } from '../src/delivery/sealed-message.js';
import { notificationsService } from '../src/index.js';
import { outgoingMessages } from '../src/schema.js';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.js';

/** Every log line the service writes, to prove no address or code reaches the logs. */
const logLines: string[] = [];
const logger = createLogger({
  name: 'test',
  level: 'debug',
  destination: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
});

let inbox: SmtpInbox;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let stopService: () => Promise<void>;
const db = () => handle.database.db;

function envelope<T>(type: string, payload: T): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload,
  };
}

/** Tests run without CODE_ENCRYPTION_KEY: identity and notifications both use its development value. */
const sealers = messageSealers(developmentSecret('CODE_ENCRYPTION_KEY'));

function codeIssued(recipient: string, code: string, channel: 'email' | 'sms' = 'email') {
  return codeEnvelope({
    userId: randomUUID(),
    purpose: 'account_verification' as const,
    channel,
    recipient,
    recipientName: 'Jane',
    sealedCode: sealers.code.seal(code),
    sealedLink: null,
    expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
}

const codeEnvelope = <T>(payload: T) => ({
  ...envelope(VerificationCodeIssued.type, payload),
  version: VerificationCodeIssued.version,
});

const rowFor = async (sourceEventId: string) =>
  (await db().select().from(outgoingMessages).where(eq(outgoingMessages.sourceEventId, sourceEventId)))[0];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger });
  const instance = await prepareService(notificationsService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local', SMTP_URL: inbox.url, MESSAGE_SENDER_POLL_MS: '50' },
  });
  await bus.start();
  await instance.start();
  stopService = () => instance.stop();
});
afterAll(async () => {
  await stopService?.();
  await bus?.stop();
  await handle?.drop();
  await inbox?.close();
});

describe('e-mail delivery over SMTP', () => {
  it('delivers a verification code to a real SMTP server, once even when the event comes twice', async () => {
    const event = codeIssued('jane.doe@example.com', 'ABCDEFGH');
    await bus.publish(event);
    await bus.publish(event);
    await vi.waitFor(() => expect(inbox.mailTo('jane.doe@example.com')).toHaveLength(1), { timeout: 10_000 });
    const [mail] = inbox.mailTo('jane.doe@example.com');
    expect(mail?.body).toContain('ABCD-EFGH');
    expect(mail?.body).toContain('Subject: Verify your LocalPros account');
    expect(mail?.from).toBe('no-reply@localpros.co.uk');
    await vi.waitFor(async () => expect((await rowFor(event.id))?.status).toBe('sent'));
    // Give a second (wrong) delivery the chance to happen before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mailTo('jane.doe@example.com')).toHaveLength(1);
  });

  it('welcomes a user once the account is verified', async () => {
    const event = envelope(UserVerified.type, {
      userId: randomUUID(),
      userType: 'customer' as const,
      email: 'welcome.me@example.com',
      firstName: 'Wendy',
      verifiedAt: new Date().toISOString(),
    });
    await bus.publish(event);
    await vi.waitFor(() => expect(inbox.mailTo('welcome.me@example.com')).toHaveLength(1), { timeout: 10_000 });
    expect(inbox.mailTo('welcome.me@example.com')[0]?.body).toContain('Wendy');
  });

  it('keeps a refused message and delivers it on a later attempt', async () => {
    inbox.state.refusing = true;
    const event = codeIssued('later@example.com', 'KLMNPQRS');
    await bus.publish(event);
    await vi.waitFor(
      async () => {
        const row = await rowFor(event.id);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        expect(row?.lastError).toMatch(/451|try later/i);
        expect(row?.status).toBe('pending');
      },
      { timeout: 10_000 },
    );
    inbox.state.refusing = false;
    // The service's own first retry waits 5 s: make it due now rather than wait in the test.
    await db()
      .update(outgoingMessages)
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(outgoingMessages.sourceEventId, event.id));
    await vi.waitFor(async () => expect((await rowFor(event.id))?.status).toBe('sent'), { timeout: 10_000 });
    expect(inbox.mailTo('later@example.com')).toHaveLength(1);
    expect((await rowFor(event.id))?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('writes no recipient, code or message text to the logs', () => {
    const logs = logLines.join('');
    expect(logs).toContain('message sent');
    for (const secret of ['jane.doe@example.com', 'ABCDEFGH', 'ABCD-EFGH', 'later@example.com', 'Wendy']) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('retries with a mail server that is down', () => {
  it('backs off between attempts, then marks the message failed after the last one', async () => {
    const closed = await startSmtpInbox();
    const deadUrl = closed.url;
    await closed.close();
    // Its own database, so the running service's sender (with a working SMTP server) stays away.
    const own = await createTestDatabase();
    await prepareService(notificationsService, {
      database: own.database,
      bus: new InProcessBus({ logger }),
      logger,
      env: { PLATFORM: 'local' },
    });
    const ownDb = own.database.db;
    const id = randomUUID();
    await ownDb.insert(outgoingMessages).values({
      id,
      channel: 'email',
      recipient: 'nobody@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: null,
      purpose: 'welcome',
    });
    const sender = new MessageSender({
      bodySealer: sealers.body,
      keepSealedBody: true,
      db: ownDb,
      channels: { email: smtpChannel(deadUrl, 'LocalPros <no-reply@localpros.co.uk>'), sms: channelsFor(config()).sms },
      logger,
      maxAttempts: 3,
      retryBaseMs: 200,
      maxRetryMs: 1_000,
    });
    const only = async () => (await ownDb.select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0];
    await sender.sendDue();
    const first = await only();
    expect(first?.status).toBe('pending');
    expect(first?.attempts).toBe(1);
    expect(first?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Not due again before its backoff has passed.
    const nextAt = Date.parse(String(first?.nextAttemptAt));
    expect(nextAt).toBeGreaterThan(Date.now());
    await sender.sendDue();
    expect((await only())?.attempts).toBe(1);
    await vi.waitFor(
      async () => {
        await sender.sendDue();
        expect((await only())?.status).toBe('failed');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await only())?.attempts).toBe(3);
    await sender.stop();
    await own.drop();
  });
});

function config(platform: 'local' | 'production' = 'local') {
  if (platform === 'local') return loadNotificationsConfig({ SMTP_URL: '' });
  return loadNotificationsConfig({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail:25',
    CODE_ENCRYPTION_KEY: 'Xq7!vR2#mK9$pL4&wN8*zT1@bH6^cJ3%',
    UNSUBSCRIBE_SECRET: 'Qm4Vt8Lc2Xz6Nb1Rw5Hk9Jp3Gs7Df0Ty',
    VONAGE_API_KEY: 'a1b2c3d4',
    VONAGE_API_SECRET: 'Sx7Kq2Lm9Vb4Nc1W',
    SMS_FROM: 'LocalPros',
    VAPID_PUBLIC_KEY: 'BDAaN052KAE2RlSBwHkWa8rFe5cGbiAjVKxElLPWhxBsWb4wEfOrGGPFcH5g5SL9SAlU1J-bDYQSvzybqVr7k48',
    VAPID_PRIVATE_KEY: 'm8afQbZS67NlFmdzqhBeXGon1YXpKASGfeIgWmQlMdQ',
    VAPID_SUBJECT: 'mailto:support@localpros.example',
  });
}

describe('SMS', () => {
  it("goes through Vonage's live API on production, and lands in the dev mailbox without an SMS API elsewhere", async () => {
    expect(channelsFor(config('production')).sms.describe).toBe('Vonage SMS API at rest.nexmo.com, from LocalPros');
    expect(channelsFor(config()).sms.describe).toBe('the dev mailbox only');

    const event = codeIssued('07123456780', 'TUVWXYZ2', 'sms');
    await bus.publish(event);
    await vi.waitFor(async () => expect((await rowFor(event.id))?.status).toBe('sent'), { timeout: 10_000 });
    const row = await rowFor(event.id);
    expect(row?.channel).toBe('sms');
    // The log keeps the message with the code hidden; the sealed body is what was sent.
    expect(row?.text).toContain(HIDDEN_CODE);
    expect(row?.text).not.toContain('TUVW');
    if (!row) throw new Error('no row');
    expect(messageBody(row, sealers.body).text).toContain('TUVW-XYZ2');
    // An SMS never goes out as an e-mail.
    expect(inbox.received.some((m) => m.to.includes('07123456780'))).toBe(false);
  });
});
