import { randomUUID } from 'node:crypto';
import { type EventEnvelope, JobPosted, LeadsCreated, type PayloadOf, UserContactChanged } from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type ServiceInstance } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { type PushServiceStandIn, startPushServiceStandIn } from '@localpros/messaging-stand-ins';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationsService } from '../src/index.js';
import { outgoingMessages } from '../src/schema.js';

/**
 * A lead's push and SMS leave as soon as the consumer that queued them commits: the sender is
 * woken after the commit (the kit's afterCommit), so neither waits for its poll, set here to a
 * minute.
 */
const POLL_MS = 60_000;
const logger = createLogger({ name: 'test', level: 'silent' });
let standIn: PushServiceStandIn;
let own: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let instance: ServiceInstance<typeof notificationsService.definition>;

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  own = await createTestDatabase();
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  instance = await prepareService(notificationsService, {
    database: own.database,
    bus,
    logger,
    env: { PLATFORM: 'local', WEB_PUSH_STAND_IN_URL: standIn.url, MESSAGE_SENDER_POLL_MS: String(POLL_MS) },
  });
  await bus.start();
  await instance.start();
}, 30_000);
afterAll(async () => {
  await instance?.stop();
  await bus?.close();
  await own?.drop();
  await standIn?.close();
});

const publish = <T>(type: string, payload: T) =>
  bus.publish({
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload,
  } satisfies EventEnvelope<T>);

it("sends a new lead's push and SMS well before the sender's poll", async () => {
  const businessId = randomUUID();
  // SMS on, quiet hours off (the test may run at night), e-mail off: a push and an SMS per lead.
  await publish(UserContactChanged.type, {
    userId: businessId,
    userType: 'business',
    firstName: 'Bea',
    lastName: 'Clean',
    email: `${businessId}@example.com`,
    mobileNumber: '07700900123',
    businessName: 'Sparkle Ltd',
    emailEnabled: false,
    smsEnabled: true,
    smsQuietHours: false,
    notifiableEvents: {
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: true,
    },
    changedAt: new Date().toISOString(),
  } satisfies PayloadOf<typeof UserContactChanged>);
  const client = testServiceClient(instance, { logger });
  const { publicKey } = await client.getWebPushPublicKey({});
  const browser = standIn.subscribe({ applicationServerKey: publicKey });
  await client.addPushSubscription(
    { userId: '', endpoint: browser.endpoint, ...browser.keys, userAgent: 'Chrome on Android', sessionId: '' },
    testCaller({ user: { id: businessId, type: 'business' }, sessionId: randomUUID() }),
  );
  // The sender's pass at start is over: from here only a kick or the poll (a minute away) sends.
  await new Promise((resolve) => setTimeout(resolve, 200));

  const jobId = randomUUID();
  await publish(JobPosted.type, {
    jobId,
    customerId: randomUUID(),
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
  const started = performance.now();
  // Resolves once the consumer (the centre, the lead SMS and e-mail, one inbox transaction) committed.
  await publish(LeadsCreated.type, {
    jobId,
    customerId: randomUUID(),
    leads: [{ leadId: randomUUID(), businessId, distanceKm: 2.1 }],
    createdAt: new Date().toISOString(),
  } satisfies PayloadOf<typeof LeadsCreated>);

  const sentOf = (channel: 'push' | 'sms') =>
    own.database.db
      .select({ status: outgoingMessages.status })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.channel, channel), eq(outgoingMessages.status, 'sent')));
  await expect.poll(() => standIn.receivedAt(browser.endpoint).length, { timeout: 5_000, interval: 20 }).toBe(1);
  await expect.poll(async () => (await sentOf('push')).length, { timeout: 5_000, interval: 20 }).toBe(1);
  await expect.poll(async () => (await sentOf('sms')).length, { timeout: 5_000, interval: 20 }).toBe(1);
  const tookMs = performance.now() - started;
  console.info(`a lead's push and SMS were sent ${tookMs.toFixed(0)} ms after its consumer committed`);
  expect(tookMs).toBeLessThan(5_000);
});
