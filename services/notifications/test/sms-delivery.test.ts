import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createLogger, developmentSecret, type Tx } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { startMessagingStandIns, type VonageSmsStandIn, vonageTestNumbers } from '@localpros/messaging-stand-ins';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNotificationsConfig } from '../src/config.js';
import { channelsFor, devMailboxChannel } from '../src/delivery/channels.js';
import { queueLeadSms } from '../src/delivery/lead-alerts.js';
import { MessageSender } from '../src/delivery/message-sender.js';
import { messageSealers } from '../src/delivery/sealed-message.js';
import { leadTakers } from '../src/recipients/lead-takers.js';
import { outgoingMessages, recipients } from '../src/schema.js';

/**
 * SMS through Vonage's own SDK against the local stand-in of its SMS API (as npm start runs it):
 * what the sender hands the channel reaches the "provider" in E.164, refusals are kept on the row
 * and retried with backoff (or failed at once when no retry can help), and quiet hours hold what
 * may wait while security codes go at once.
 */
const logger = createLogger({ name: 'test', level: 'silent' });
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let stop: () => Promise<void>;
let standIn: VonageSmsStandIn;
let env: Record<string, string>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.database.migrate({ schema: 'notifications', migrationsFolder });
  const standIns = await startMessagingStandIns();
  standIn = standIns.sms;
  env = standIns.env;
  stop = () => standIns.close();
});
afterAll(async () => {
  await stop?.();
  await handle?.drop();
});

/** A sender on the configured channels: Vonage's SDK pointed at the stand-in for SMS. */
function senderAt(now?: () => Date) {
  const config = loadNotificationsConfig(env);
  return new MessageSender({
    db: db(),
    channels: { ...channelsFor(config), email: devMailboxChannel },
    logger,
    bodySealer: messageSealers(developmentSecret('CODE_ENCRYPTION_KEY')).body,
    keepSealedBody: true,
    retryBaseMs: 200,
    maxRetryMs: 400,
    now,
  });
}

async function queueSms(recipient: string, purpose: 'phone_change' | 'new_lead', quietHours = false) {
  const id = randomUUID();
  await db()
    .insert(outgoingMessages)
    .values({
      id,
      channel: 'sms',
      recipient,
      purpose,
      subject: null,
      text: `LocalPros: test ${id}`,
      html: null,
      quietHours,
    });
  return id;
}

const row = async (id: string) => (await db().select().from(outgoingMessages).where(eq(outgoingMessages.id, id)))[0];
const receivedFor = (id: string) => standIn.received.filter((sms) => sms.clientRef === id);

describe('SMS through Vonage (its SDK, the stand-in of its API)', () => {
  it('sends a queued SMS to the number in E.164, from the sender id, and marks it sent', async () => {
    const id = await queueSms('07700 900123', 'phone_change');
    await senderAt().sendDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(receivedFor(id)).toEqual([
      expect.objectContaining({ to: '447700900123', from: 'LocalPros', text: `LocalPros: test ${id}`, status: '0' }),
    ]);
  });

  it("keeps Vonage's refusal on the row and retries with backoff until it is accepted", async () => {
    const id = await queueSms('07700900124', 'phone_change');
    standIn.failNextRequests(1);
    const sender = senderAt();
    await sender.sendDue();
    const refused = await row(id);
    expect(refused).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Vonage status 1: Throughput Rate Exceeded - please wait [ 1000 ] and retry',
    });
    // Not due again before its backoff (200 ms here) has passed.
    expect(Date.parse(String(refused?.nextAttemptAt))).toBeGreaterThan(Date.now());
    await sender.sendDue();
    expect((await row(id))?.attempts).toBe(1);
    await expect
      .poll(async () => {
        await sender.sendDue();
        return (await row(id))?.status;
      })
      .toBe('sent');
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: null });
    expect(receivedFor(id).map((sms) => sms.status)).toEqual(['1', '0']);
  });

  it('fails at once, with the reason, when the number is refused for good', async () => {
    const barred = `0${vonageTestNumbers.barred.slice(2)}`;
    const id = await queueSms(barred, 'phone_change');
    await senderAt().sendDue();
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Vonage status 7: Number barred.',
    });
  });

  it('retries an HTTP failure of the API like any refusal', async () => {
    const id = await queueSms('07700900125', 'phone_change');
    standIn.failNextRequests(1, { httpStatus: 503 });
    await senderAt().sendDue();
    expect(await row(id)).toMatchObject({
      status: 'pending',
      lastError: 'Vonage SMS API: Request failed with status code 503',
    });
  });
});

describe('quiet hours', () => {
  // 23:00 UK time on a winter night, and 22:00 on a summer one.
  const winterNight = new Date('2026-01-15T23:00:00.000Z');
  const summerNight = new Date('2026-07-15T21:00:00.000Z');

  it('hold a due SMS that respects them until 08:00, its attempt given back, while a code goes at once', async () => {
    const lead = await queueSms('07700900126', 'new_lead', true);
    const code = await queueSms('07700900127', 'phone_change');
    await senderAt(() => winterNight).sendDue();
    expect(await row(lead)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: '2026-01-16 08:00:00+00' });
    expect(receivedFor(lead)).toEqual([]);
    expect(await row(code)).toMatchObject({ status: 'sent' });
    // In the morning it goes.
    await db()
      .update(outgoingMessages)
      .set({ nextAttemptAt: new Date().toISOString() })
      .where(eq(outgoingMessages.id, lead));
    await senderAt(() => new Date('2026-01-16T08:00:00.000Z')).sendDue();
    expect(await row(lead)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a new lead at night waits for 08:00 for a business that keeps them, goes at once for one that turned them off', async () => {
    const keeps = randomUUID();
    const nightOwl = randomUUID();
    const noSms = randomUUID();
    const noLeads = randomUUID();
    const business = (userId: string, mobileNumber: string, settings: Partial<typeof recipients.$inferInsert>) => ({
      userId,
      userType: 'business' as const,
      firstName: 'Sam',
      lastName: 'Sparkle',
      email: `${userId}@example.com`,
      mobileNumber,
      businessName: 'Sparkle',
      emailEnabled: true,
      smsEnabled: true,
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: true,
      smsQuietHours: true,
      changedAt: new Date().toISOString(),
      ...settings,
    });
    await db()
      .insert(recipients)
      .values([
        business(keeps, '07700900130', {}),
        business(nightOwl, '07700900131', { smsQuietHours: false }),
        business(noSms, '07700900132', { smsEnabled: false }),
        business(noLeads, '07700900133', { newJobLeads: false }),
      ]);
    const leads = [keeps, nightOwl, noSms, noLeads].map((businessId) => ({ leadId: randomUUID(), businessId }));
    const job = { title: 'End of tenancy clean', location: 'SW4', serviceName: 'End of tenancy cleaning' };
    const queue = async (tx: Tx) =>
      queueLeadSms(
        tx,
        { publicUrl: 'https://localpros.example', now: summerNight },
        leads,
        job,
        await leadTakers(tx, leads),
      );
    const queued = await db().transaction(queue);
    expect(queued).toBe(2);
    // Queued once per lead: the same event again adds nothing.
    expect(await db().transaction(queue)).toBe(0);
    const rows = await db()
      .select()
      .from(outgoingMessages)
      .where(inArray(outgoingMessages.recipient, ['07700900130', '07700900131', '07700900132', '07700900133']));
    const byNumber = Object.fromEntries(rows.map((message) => [message.recipient, message]));
    expect(Object.keys(byNumber).sort()).toEqual(['07700900130', '07700900131']);
    expect(byNumber['07700900130']).toMatchObject({
      purpose: 'new_lead',
      quietHours: true,
      // 22:00 BST: held until 08:00 BST, 07:00 UTC.
      nextAttemptAt: '2026-07-16 07:00:00+00',
      text: 'New lead on LocalPros: End of tenancy clean in SW4. Open: https://localpros.example/dashboard/leads',
    });
    expect(byNumber['07700900131']).toMatchObject({ quietHours: false, nextAttemptAt: '2026-07-15 21:00:00+00' });
  });
});
