import { createSign, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  type EventEnvelope,
  JobPosted,
  LeadsCreated,
  type PayloadOf,
  pushSubscriptionMessages,
  SessionsEnded,
  UserContactChanged,
  UserDeleted,
} from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { type PushServiceStandIn, startPushServiceStandIn } from '@localpros/messaging-stand-ins';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { loadNotificationsConfig, type NotificationsConfig } from '../src/config.js';
import type { NotificationsContext } from '../src/context.js';
import { devMailboxChannel } from '../src/delivery/channels.js';
import { MessageSender } from '../src/delivery/message-sender.js';
import { messageSealers } from '../src/delivery/sealed-message.js';
import { notificationsService } from '../src/index.js';
import { developmentVapidKeys, type PushSettings } from '../src/push/push-config.js';
import { pushAlerts, pushSubscriptions } from '../src/push/push-schema.js';
import { addPushSubscription, removePushSubscription } from '../src/push/push-subscriptions.js';
import {
  browsersOf,
  LEAD_ALERT_TTL_SECONDS,
  queuePushAlerts,
  type RecordedNotification,
} from '../src/push/queue-push-alerts.js';
import { webPushChannel } from '../src/push/web-push-channel.js';
import { outgoingMessages, recipients } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
let standIn: PushServiceStandIn;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let sender: MessageSender;
let config: NotificationsConfig;
let push: PushSettings;
const db = () => handle.database.db;
/** What the handlers read of the service's context. */
const context = () => ({ db: db(), config }) as unknown as NotificationsContext;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  handle = await createTestDatabase();
  await handle.database.migrate({
    schema: 'notifications',
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  config = loadNotificationsConfig({ WEB_PUSH_STAND_IN_URL: standIn.url });
  push = config.push;
  sender = new MessageSender({
    db: db(),
    channels: { email: devMailboxChannel, sms: devMailboxChannel, push: webPushChannel({ db: db(), push }) },
    logger,
    bodySealer: messageSealers(loadNotificationsConfig({}).codeEncryptionKey).body,
    keepSealedBody: true,
    pollMs: 50,
  });
}, 30_000);
afterAll(async () => {
  await sender?.stop();
  await handle?.drop();
  await standIn?.close();
});

const vapidDetails = () => ({ subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey });

/** A push as an application server sends it: web-push's request, through fetch. */
async function send(endpoint: string, keys: { p256dh: string; auth: string }, headers: Record<string, string> = {}) {
  const request = webPush.generateRequestDetails({ endpoint, keys }, '{"hello":"world"}', {
    vapidDetails: vapidDetails(),
    TTL: 60,
  });
  return fetch(endpoint, {
    method: 'POST',
    headers: {
      ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), String(v)])),
      ...headers,
    },
    body: new Uint8Array(request.body),
  });
}

/** A VAPID Authorization with our own claims, signed ES256 with the development key. */
function vapidWith(claims: Record<string, unknown>): string {
  const { publicKey, privateKey } = developmentVapidKeys();
  const point = Buffer.from(publicKey, 'base64url');
  const key = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
    d: privateKey,
  };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ typ: 'JWT', alg: 'ES256' })}.${part(claims)}`;
  const signature = createSign('sha256').update(signed).sign({ key, format: 'jwk', dsaEncoding: 'ieee-p1363' });
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${publicKey}`;
}

describe('the push-service stand-in', () => {
  it("decrypts web-push's aes128gcm payload with the subscription's keys and checks the VAPID JWT", async () => {
    const subscription = standIn.subscribe({ applicationServerKey: push.publicKey });
    const answer = await send(subscription.endpoint, subscription.keys);
    expect(answer.status).toBe(201);
    const [received] = standIn.receivedAt(subscription.endpoint);
    expect(received?.payload).toBe('{"hello":"world"}');
    expect(received?.ttl).toBe(60);
    expect(received?.vapid).toMatchObject({ audience: new URL(standIn.url).origin, subject: push.subject });
    expect(received?.vapid.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a JWT for another audience, expired or past 24 hours, badly signed, or from another key', async () => {
    const subscription = standIn.subscribe({ applicationServerKey: push.publicKey });
    const now = Math.floor(Date.now() / 1000);
    const aud = new URL(standIn.url).origin;
    const sub = 'mailto:support@localpros.co.uk';
    const cases: [string, string, number, RegExp][] = [
      ['another audience', vapidWith({ aud: 'https://fcm.googleapis.com', exp: now + 600, sub }), 403, /aud/],
      ['expired', vapidWith({ aud, exp: now - 10, sub }), 403, /expired/],
      ['a day and more', vapidWith({ aud, exp: now + 25 * 3600, sub }), 403, /24 hours/],
      ['no contact', vapidWith({ aud, exp: now + 600 }), 403, /sub/],
      ['no header', '', 401, /vapid/],
    ];
    for (const [what, authorization, status, reason] of cases) {
      const answer = await send(subscription.endpoint, subscription.keys, { authorization });
      expect(answer.status, what).toBe(status);
      expect(await answer.text(), what).toMatch(reason);
    }
    // Signed by another key than k= names.
    const valid = vapidWith({ aud, exp: now + 600, sub });
    const forged = valid.replace(/k=.*$/, `k=${webPush.generateVAPIDKeys().publicKey}`);
    expect((await send(subscription.endpoint, subscription.keys, { authorization: forged })).status).toBe(401);
    // A good JWT of another application server than the subscription was made for.
    const other = webPush.generateVAPIDKeys();
    const request = webPush.generateRequestDetails(subscription, 'x', {
      vapidDetails: { subject: sub, ...other },
      TTL: 60,
    });
    const foreign = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      body: new Uint8Array(request.body),
    });
    expect(foreign.status).toBe(403);
    expect(standIn.receivedAt(subscription.endpoint)).toEqual([]);
  });

  it('refuses a payload encrypted for other keys', async () => {
    const subscription = standIn.subscribe();
    const stranger = standIn.subscribe();
    const answer = await send(subscription.endpoint, stranger.keys);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/could not be decrypted/);
  });
});

/** A business in the recipients read model with its switches. */
async function business(newJobLeads = true) {
  const userId = randomUUID();
  await db()
    .insert(recipients)
    .values({
      userId,
      userType: 'business',
      firstName: 'Bea',
      lastName: 'Clean',
      email: `${userId}@example.com`,
      mobileNumber: '07700900123',
      businessName: 'Sparkle Ltd',
      emailEnabled: true,
      smsEnabled: false,
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads,
      changedAt: new Date().toISOString(),
    });
  return userId;
}

async function subscribe(userId: string) {
  const subscription = standIn.subscribe({ applicationServerKey: push.publicKey });
  await addPushSubscription(context(), {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: 'Chrome on Android',
    sessionId: randomUUID(),
  });
  return subscription;
}

/** The centre's notification ids: one sequence, as the table's. */
let notificationId = 1000;
const nextId = () => {
  notificationId += 1;
  return String(notificationId);
};
const lead = (userId: string, jobId = randomUUID()): RecordedNotification => ({
  id: nextId(),
  userId,
  kind: 'lead_created',
  title: 'New lead: End of tenancy clean in SW4',
  body: 'Posted 1 minute ago, 2.1 km away',
  link: '/leads',
  jobId,
});

const queue = (notifications: RecordedNotification[]) =>
  db().transaction(async (tx) =>
    queuePushAlerts(tx, notifications, await browsersOf(tx, [...new Set(notifications.map((n) => n.userId))])),
  );

const messagesTo = (subscriptionId: string) =>
  db().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, subscriptionId));

describe('web push alerts', () => {
  it('push a lead to a subscribed business: its job as tag, high urgency, a 15-minute TTL', async () => {
    const userId = await business();
    const subscription = await subscribe(userId);
    const jobId = randomUUID();
    const notification = lead(userId, jobId);
    expect(await queue([notification])).toBe(1);
    expect(await queue([notification])).toBe(0); // recorded again: still one alert
    await sender.sendDue();
    const [received] = standIn.receivedAt(subscription.endpoint);
    expect(JSON.parse(received?.payload ?? '{}')).toEqual({
      title: 'New lead: End of tenancy clean in SW4',
      body: 'Posted 1 minute ago, 2.1 km away',
      link: '/leads',
      tag: `job-${jobId}`,
    });
    expect(received?.urgency).toBe('high');
    expect(received?.ttl).toBeGreaterThan(LEAD_ALERT_TTL_SECONDS - 30);
    expect(received?.ttl).toBeLessThanOrEqual(LEAD_ALERT_TTL_SECONDS);
    expect(received?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [stored] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    const [message] = await messagesTo(stored?.id ?? '');
    expect(message).toMatchObject({ channel: 'push', status: 'sent', purpose: 'lead_created' });
  });

  it('a quote on the same job replaces the lead (same tag) at normal urgency; nothing for switched-off leads', async () => {
    const userId = await business();
    const subscription = await subscribe(userId);
    const jobId = randomUUID();
    await queue([{ ...lead(userId, jobId), kind: 'quote_accepted', title: 'Quote accepted', link: '/work' }]);
    await sender.sendDue();
    const [received] = standIn.receivedAt(subscription.endpoint);
    expect(received?.urgency).toBe('normal');
    expect(JSON.parse(received?.payload ?? '{}').tag).toBe(`job-${jobId}`);

    const quiet = await business(false);
    await subscribe(quiet);
    expect(await queue([lead(quiet)])).toBe(0);
  });

  it('removes a subscription the push service answers 410 for, and records the alert failed with why', async () => {
    const userId = await business();
    const subscription = await subscribe(userId);
    standIn.expire(subscription.endpoint);
    const [stored] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    await queue([lead(userId)]);
    await sender.sendDue();
    const [message] = await messagesTo(stored?.id ?? '');
    expect(message?.status).toBe('failed');
    expect(message?.attempts).toBe(1);
    expect(message?.lastError).toMatch(/410.*subscription was removed/);
    expect(
      await db()
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, stored?.id ?? '')),
    ).toEqual([]);
    // The alert's details go with the message only.
    expect(
      await db()
        .select()
        .from(pushAlerts)
        .where(eq(pushAlerts.messageId, message?.id ?? '')),
    ).toHaveLength(1);
  });

  it('retries a push service that is down, with backoff, never past the TTL', async () => {
    const userId = await business();
    const subscription = await subscribe(userId);
    const [stored] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    await queue([lead(userId)]);
    // As if queued 16 minutes ago: the lead is stale, so it is not sent at all.
    await db()
      .update(outgoingMessages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where(eq(outgoingMessages.recipient, stored?.id ?? ''));
    await sender.sendDue();
    const [message] = await messagesTo(stored?.id ?? '');
    expect(message).toMatchObject({ status: 'failed' });
    expect(message?.lastError).toMatch(/expired/);
    expect(standIn.receivedAt(subscription.endpoint)).toEqual([]);
  });
});

describe('push subscriptions', () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(() => undefined).catch((error: unknown) => error as RpcError);
  const keys = () => standIn.subscribe().keys;

  it('take only https endpoints at a browser push service (or the configured stand-in), with keys of the right size', async () => {
    const userId = randomUUID();
    const add = (endpoint: string, k = keys()) =>
      failure(
        addPushSubscription(context(), {
          userId,
          endpoint,
          ...k,
          userAgent: 'Firefox on Windows',
          sessionId: randomUUID(),
        }),
      );
    const internal = await add('http://10.0.0.5/steal');
    expect(internal?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(internal?.message).toBe(pushSubscriptionMessages.endpointInvalid);
    expect((await add('https://evil.example/push/1'))?.message).toBe(pushSubscriptionMessages.endpointUnknownService);
    expect((await add('https://fcm.googleapis.com:8443/fcm/send/x'))?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const shortKey = await add('https://fcm.googleapis.com/fcm/send/abc', { p256dh: 'AAAA', auth: keys().auth });
    expect(shortKey?.fieldErrors).toEqual([
      { path: 'subscription.keys.p256dh', message: pushSubscriptionMessages.p256dhInvalid },
    ]);
    expect(await add('https://fcm.googleapis.com/fcm/send/abc')).toBeUndefined();
    expect(await add('https://web.push.apple.com/QGuQyavXutnMPw')).toBeUndefined();
    expect(await add('https://updates.push.services.mozilla.com/wpush/v2/gAAAA')).toBeUndefined();
  });

  it('move an endpoint to the account that subscribed it last, and remove only the own one', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const subscription = standIn.subscribe();
    const request = {
      endpoint: subscription.endpoint,
      ...subscription.keys,
      userAgent: 'Safari on iPhone',
      sessionId: randomUUID(),
    };
    await addPushSubscription(context(), { ...request, userId: first });
    await addPushSubscription(context(), { ...request, userId: second });
    const rows = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([second]);
    expect(await removePushSubscription(context(), { userId: first, endpoint: subscription.endpoint })).toEqual({
      removed: false,
    });
    expect(await removePushSubscription(context(), { userId: second, endpoint: subscription.endpoint })).toEqual({
      removed: true,
    });
  });
});

describe('the notifications service, end to end', () => {
  it('a lead for a subscribed business reaches its browser as a push; subscribing goes through the access rules', async () => {
    const own = await createTestDatabase();
    const bus = new InProcessBus({ logger, maxDeliver: 1 });
    const instance = await prepareService(notificationsService, {
      database: own.database,
      bus,
      logger,
      env: { PLATFORM: 'local', WEB_PUSH_STAND_IN_URL: standIn.url, MESSAGE_SENDER_POLL_MS: '50' },
    });
    const client = testServiceClient(instance, { logger });
    await bus.start();
    await instance.start();
    try {
      const businessId = randomUUID();
      const customerId = randomUUID();
      const publish = <T>(type: string, payload: T) =>
        bus.publish({
          id: randomUUID(),
          type,
          version: 1,
          occurredAt: new Date().toISOString(),
          correlationId: randomUUID(),
          payload,
        } satisfies EventEnvelope<T>);
      await publish(UserContactChanged.type, {
        userId: businessId,
        userType: 'business',
        firstName: 'Bea',
        lastName: 'Clean',
        email: `${businessId}@example.com`,
        mobileNumber: '07700900123',
        businessName: 'Sparkle Ltd',
        emailEnabled: false,
        smsEnabled: false,
        notifiableEvents: {
          messages: true,
          newsletters: false,
          specialOffers: false,
          recommendations: false,
          newJobLeads: true,
        },
        changedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof UserContactChanged>);

      const { publicKey } = await client.getWebPushPublicKey({});
      expect(publicKey).toBe(push.publicKey);
      const subscription = standIn.subscribe({ applicationServerKey: publicKey });
      const request = {
        userId: '',
        endpoint: subscription.endpoint,
        ...subscription.keys,
        userAgent: 'Chrome on Android',
        sessionId: '',
      };
      const asBusiness = testCaller({ user: { id: businessId, type: 'business' }, sessionId: randomUUID() });
      // An admin acting as the business may not subscribe its own browser to the business's alerts.
      const impersonating = testCaller({ user: { id: businessId, type: 'business' }, impersonatorId: randomUUID() });
      await expect(client.addPushSubscription(request, impersonating)).rejects.toMatchObject({
        code: GrpcStatus.PERMISSION_DENIED,
      });
      await client.addPushSubscription(request, asBusiness);

      const jobId = randomUUID();
      await publish(JobPosted.type, {
        jobId,
        customerId,
        title: 'End of tenancy clean',
        description: 'Two-bed flat, oven included',
        workCategoryId: randomUUID(),
        serviceId: randomUUID(),
        serviceName: 'End of tenancy cleaning',
        location: 'SW4',
        latitude: 51.46,
        longitude: -0.14,
        jobType: 'residential',
        targetJobDone: 'flexible',
        specificDate: null,
        type: 'standard',
        specificBusinessIds: [],
        postedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof JobPosted>);
      await publish(LeadsCreated.type, {
        jobId,
        customerId,
        leads: [{ leadId: randomUUID(), businessId, distanceKm: 2.1 }],
        createdAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof LeadsCreated>);

      await vi.waitFor(() => expect(standIn.receivedAt(subscription.endpoint)).toHaveLength(1), { timeout: 5_000 });
      const [received] = standIn.receivedAt(subscription.endpoint);
      expect(JSON.parse(received?.payload ?? '{}')).toMatchObject({
        title: expect.stringContaining('End of tenancy clean'),
        tag: `job-${jobId}`,
      });
      expect(received?.urgency).toBe('high');
      expect(received?.ttl).toBeLessThanOrEqual(LEAD_ALERT_TTL_SECONDS);

      const browsersOf = () =>
        own.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, businessId));
      await client.removePushSubscription({ userId: '', endpoint: subscription.endpoint }, asBusiness);
      expect(await browsersOf()).toEqual([]);
      // Signed out on that browser: its alerts stop; the same user's browser in another session keeps them.
      const [signedOut, stillIn] = [randomUUID(), randomUUID()];
      const otherBrowser = standIn.subscribe({ applicationServerKey: publicKey });
      await client.addPushSubscription(
        request,
        testCaller({ user: { id: businessId, type: 'business' }, sessionId: signedOut }),
      );
      await client.addPushSubscription(
        { ...request, endpoint: otherBrowser.endpoint, ...otherBrowser.keys },
        testCaller({ user: { id: businessId, type: 'business' }, sessionId: stillIn }),
      );
      expect((await browsersOf()).map((row) => row.sessionId).sort()).toEqual([signedOut, stillIn].sort());
      await publish(SessionsEnded.type, {
        userId: businessId,
        sessionIds: [signedOut],
        reason: 'logout',
        endedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof SessionsEnded>);
      expect((await browsersOf()).map((row) => row.endpoint)).toEqual([otherBrowser.endpoint]);
      // The account goes, and its browsers (both) with it.
      await client.addPushSubscription(request, asBusiness);
      expect(await browsersOf()).toHaveLength(2);
      await publish(UserDeleted.type, {
        userId: businessId,
        userType: 'business',
        deletedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof UserDeleted>);
      expect(await browsersOf()).toEqual([]);
    } finally {
      await instance.stop();
      await bus.stop();
      await own.drop();
    }
  });
});
