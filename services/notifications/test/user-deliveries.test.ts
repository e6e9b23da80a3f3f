import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createLogger, createMetrics, developmentSecret } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsContext } from '../src/context.js';
import { type DeliveryChannel, UndeliverableError } from '../src/delivery/delivery-channel.js';
import { listUserDeliveries, maskRecipient, shortReason } from '../src/delivery/list-user-deliveries.js';
import { MessageSender } from '../src/delivery/message-sender.js';
import { messageSealers } from '../src/delivery/sealed-message.js';
import { pushSubscriptions } from '../src/push/push-schema.js';
import { type MessageChannel, outgoingMessages, recipients } from '../src/schema.js';

/**
 * An admin's "Recent messages" of a user (ListUserDeliveries): only the user's rows (by user_id, set
 * on insert from the recipients read model or the push subscription), newest first, at most the
 * limit, the recipient masked and no body. And the sender counts every attempt by channel and outcome.
 */
const logger = createLogger({ name: 'test', level: 'silent' });
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
const db = () => handle.database.db;
const context = () => ({ db: db() }) as unknown as NotificationsContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.database.migrate({ schema: 'notifications', migrationsFolder });
});
afterAll(async () => {
  await handle?.drop();
});

let numbers = 0;
async function user(name: string) {
  const userId = randomUUID();
  const email = `${name}.${userId.slice(0, 8)}@example.com`;
  const mobileNumber = `07700${String(900000 + ++numbers)}`;
  await db().insert(recipients).values({
    userId,
    userType: 'customer',
    firstName: name,
    lastName: 'Test',
    email,
    mobileNumber,
    emailEnabled: true,
    smsEnabled: true,
    messages: true,
    newsletters: false,
    specialOffers: false,
    recommendations: false,
    newJobLeads: false,
    changedAt: new Date().toISOString(),
  });
  return { userId, email, mobileNumber };
}

async function queue(channel: MessageChannel, recipient: string, minutesAgo: number, extra = {}) {
  const id = randomUUID();
  await db()
    .insert(outgoingMessages)
    .values({
      id,
      channel,
      recipient,
      purpose: 'password_reset',
      subject: channel === 'sms' ? null : 'Reset your password',
      text: 'Your code is 123456',
      html: null,
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      ...extra,
    });
  return id;
}

describe('ListUserDeliveries', () => {
  it("lists only the user's messages, newest first, masked, without a body", async () => {
    const jane = await user('jane');
    const other = await user('omar');
    const browser = randomUUID();
    await db()
      .insert(pushSubscriptions)
      .values({
        id: browser,
        userId: jane.userId,
        endpoint: `https://push.example/${browser}`,
        p256dh: 'key',
        auth: 'auth',
        userAgent: 'Chrome on Android',
      });
    const email = await queue('email', jane.email.toUpperCase(), 30, {
      status: 'sent',
      attempts: 1,
      sentAt: new Date().toISOString(),
    });
    const sms = await queue('sms', jane.mobileNumber, 20, {
      status: 'failed',
      attempts: 3,
      lastError: `Vonage refused ${jane.mobileNumber}: invalid number for ${jane.email}`,
    });
    const push = await queue('push', browser, 10);
    await queue('email', other.email, 5);
    await queue('email', 'nobody@example.com', 1);

    const { deliveries } = await listUserDeliveries(context(), { userId: jane.userId, limit: 0 });

    expect(deliveries.map((delivery) => delivery.id)).toEqual([push, sms, email]);
    const [pushed, texted, mailed] = deliveries;
    expect(mailed).toMatchObject({
      channel: 'email',
      purpose: 'password_reset',
      status: 'sent',
      attempts: 1,
      lastError: '',
      maskedRecipient: `J•••@EXAMPLE.COM`,
    });
    expect(mailed?.sentAt).not.toBe('');
    expect(texted).toMatchObject({
      channel: 'sms',
      status: 'failed',
      attempts: 3,
      maskedRecipient: `07••••••${jane.mobileNumber.slice(-3)}`,
      lastError: 'Vonage refused [number]: invalid number for [address]',
      sentAt: '',
    });
    expect(pushed).toMatchObject({ channel: 'push', status: 'pending', maskedRecipient: 'a browser' });
    const shown = JSON.stringify(deliveries);
    expect(shown).not.toContain('123456');
    expect(shown).not.toContain('Reset your password');
    expect(shown).not.toContain(jane.mobileNumber);
    expect(shown).not.toContain(jane.email.split('@')[0]);
  });

  it('keeps to the limit, and an unknown or malformed user has none', async () => {
    const busy = await user('busy');
    for (let minutes = 1; minutes <= 4; minutes++) await queue('sms', busy.mobileNumber, minutes);
    const { deliveries } = await listUserDeliveries(context(), { userId: busy.userId, limit: 2 });
    expect(deliveries).toHaveLength(2);
    expect(Date.parse(deliveries[0]?.createdAt ?? '')).toBeGreaterThan(Date.parse(deliveries[1]?.createdAt ?? ''));
    expect((await listUserDeliveries(context(), { userId: randomUUID(), limit: 10 })).deliveries).toEqual([]);
    expect((await listUserDeliveries(context(), { userId: 'not-a-uuid', limit: 10 })).deliveries).toEqual([]);
    await expect(listUserDeliveries(context(), { userId: busy.userId, limit: 51 })).rejects.toThrow('Invalid request');
  });

  it('masks short and odd recipients and shortens long reasons', () => {
    expect(maskRecipient('email', 'j@x.io')).toBe('j•••@x.io');
    expect(maskRecipient('email', 'broken')).toBe('•••');
    expect(maskRecipient('sms', '+44 7700 900123')).toBe('+4••••••••123');
    expect(maskRecipient('sms', '123')).toBe('•••');
    expect(shortReason('x'.repeat(300))).toHaveLength(120);
  });
});

describe('delivery metrics', () => {
  it('counts sent, retried and failed attempts by channel, with no personal data in the labels', async () => {
    const metrics = createMetrics();
    let emailFails = true;
    const channel = (send: DeliveryChannel['send']): DeliveryChannel => ({
      describe: 'test',
      send,
      close: async () => undefined,
    });
    const sender = new MessageSender({
      db: db(),
      channels: {
        email: channel(async () => {
          if (emailFails) throw new Error('mail server down');
        }),
        sms: channel(async () => {
          throw new UndeliverableError('number refused');
        }),
      },
      logger,
      bodySealer: messageSealers(developmentSecret('CODE_ENCRYPTION_KEY')).body,
      keepSealedBody: true,
      retryBaseMs: 1,
      maxRetryMs: 1,
      deliveries: metrics.messageDeliveries,
    });
    // Only these two are due: the rows of the tests above are done, or pending for a channel below.
    await db().update(outgoingMessages).set({ status: 'sent' }).where(eq(outgoingMessages.status, 'pending'));
    await queue('email', 'metrics@example.com', 0);
    await queue('sms', '07700911111', 0);

    await sender.sendDue();
    emailFails = false;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await sender.sendDue();

    const counted = await metrics.messageDeliveries.get();
    const by = (channelName: string, outcome: string) =>
      counted.values.find((value) => value.labels.channel === channelName && value.labels.outcome === outcome)?.value;
    expect(by('email', 'retried')).toBe(1);
    expect(by('email', 'sent')).toBe(1);
    expect(by('sms', 'failed')).toBe(1);
    const exposition = await metrics.registry.getSingleMetricAsString('localpros_message_deliveries_total');
    expect(exposition).not.toMatch(/example\.com|07700|password_reset/);
  });
});
