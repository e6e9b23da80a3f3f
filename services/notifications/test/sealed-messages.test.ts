import { randomUUID } from 'node:crypto';
import { VerificationCodeIssued } from '@localpros/contracts';
import { createLogger, developmentSecret, InProcessBus, prepareService } from '@localpros/kit';
import { createTestDatabase, testServiceClient } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryChannel, OutgoingMessage } from '../src/delivery/channels.js';
import { MessageSender } from '../src/delivery/message-sender.js';
import { HIDDEN_CODE, HIDDEN_LINK, messageSealers } from '../src/delivery/sealed-message.js';
import { notificationsService } from '../src/index.js';
import { inbox, outgoingMessages } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
const sealers = messageSealers(developmentSecret('CODE_ENCRYPTION_KEY'));
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let notifications: ReturnType<typeof testServiceClient<typeof notificationsService.definition>>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger });
  // Consumers only: the tests run the sender themselves, with a channel that records.
  const instance = await prepareService(notificationsService, { database: handle.database, bus, logger, env: {} });
  notifications = testServiceClient(instance, { logger });
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await handle?.drop();
});

function recordingChannel(sent: OutgoingMessage[]): DeliveryChannel {
  return { describe: 'a test recorder', send: async (message) => void sent.push(message), close: async () => {} };
}

/** Identity's event for a code (sealed as identity seals it), delivered and queued. */
async function queuedCode(recipient: string, code: string) {
  const link = `http://localhost:3000/?code=${code}&user_type=customer`;
  const id = randomUUID();
  await bus.publish({
    id,
    type: VerificationCodeIssued.type,
    version: VerificationCodeIssued.version,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload: {
      userId: randomUUID(),
      purpose: 'account_verification',
      channel: 'email',
      recipient,
      recipientName: 'Jane',
      sealedCode: sealers.code.seal(code),
      sealedLink: sealers.code.seal(link),
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  const row = async () => (await db().select().from(outgoingMessages).where(eq(outgoingMessages.sourceEventId, id)))[0];
  await vi.waitFor(async () => expect(await row()).toBeDefined(), { timeout: 10_000 });
  return { id, link, row };
}

describe('messages with a one-time code', () => {
  it('are logged with the code and link hidden, sent with them, and shown whole by the dev mailbox', async () => {
    // The code's halves appear nowhere else in the e-mail (the footer's company number is 12345678).
    const { id, link, row } = await queuedCode('hidden.code@example.com', 'HJKM6789');
    const queued = await row();
    for (const part of [queued?.text, queued?.html]) {
      expect(part).toContain(HIDDEN_CODE);
      expect(part).not.toContain('HJKM');
      expect(part).not.toContain('6789');
    }
    expect(queued?.html).toContain(HIDDEN_LINK);
    expect(queued?.sealedBody).not.toContain('HJKM');
    // The inbox row of the event holds no code either.
    expect(JSON.stringify(await db().select().from(inbox).where(eq(inbox.eventId, id)))).not.toContain('HJKM');

    const sent: OutgoingMessage[] = [];
    const sender = new MessageSender({
      db: db(),
      channels: { email: recordingChannel(sent), sms: recordingChannel(sent) },
      logger,
      bodySealer: sealers.body,
      keepSealedBody: true,
    });
    await sender.sendDue();
    const mail = sent.find((m) => m.recipient === 'hidden.code@example.com');
    expect(mail?.text).toContain('HJKM-6789');
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain('HJKM-6789');

    const { messages } = await notifications.listDevMailbox({ recipient: 'hidden.code@example.com', limit: 5 });
    expect(messages[0]?.text).toContain('HJKM-6789');
    expect((await row())?.status).toBe('sent');
  });

  it('lose the sealed body once sent where there is no dev mailbox (production)', async () => {
    const { row } = await queuedCode('gone.after@example.com', 'PQRS6789');
    const sent: OutgoingMessage[] = [];
    const sender = new MessageSender({
      db: db(),
      channels: { email: recordingChannel(sent), sms: recordingChannel(sent) },
      logger,
      bodySealer: sealers.body,
      keepSealedBody: false,
    });
    await sender.sendDue();
    expect(sent.find((m) => m.recipient === 'gone.after@example.com')?.text).toContain('PQRS-6789');
    const after = await row();
    expect(after?.status).toBe('sent');
    expect(after?.sealedBody).toBeNull();
    expect(JSON.stringify(after)).not.toContain('PQRS');
  });
});
