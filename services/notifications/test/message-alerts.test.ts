import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  JobPosted,
  MessageSent,
  NotificationsAdded,
  type PayloadOf,
  UserContactChanged,
} from '@localpros/contracts';
import { createLogger, InProcessBus, prepareService, type ServiceInstance } from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsService } from '../src/index.js';
import { outbox, outgoingMessages, userNotifications } from '../src/schema.js';

/**
 * A message in a job's conversation reaches the other party: the bell and the live stream always,
 * e-mail and SMS as its settings say ("Messages" and each channel), once an hour per thread at most.
 */
const logger = createLogger({ name: 'test', level: 'silent' });

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  (await prepareService(notificationsService as unknown as Parameters<typeof prepareService>[0], {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local' },
  })) as unknown as ServiceInstance;
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await handle?.drop();
});

async function publish<T>(type: string, payload: T): Promise<EventEnvelope<T>> {
  const event = {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: randomUUID(),
    payload,
  };
  await bus.publish(event);
  return event;
}

let clock = Date.parse('2032-01-01T00:00:00Z');
let mobiles = 0;
const mobileOf = new Map<string, string>();
async function user(
  userType: 'customer' | 'business',
  settings: { messages?: boolean; email?: boolean; sms?: boolean; name: string },
) {
  const userId = randomUUID();
  clock += 1000;
  mobiles += 1;
  mobileOf.set(userId, `0770090${String(mobiles).padStart(4, '0')}`);
  await publish(UserContactChanged.type, {
    userId,
    userType,
    firstName: settings.name,
    lastName: 'Carter',
    email: `${userId}@example.com`,
    mobileNumber: mobileOf.get(userId) as string,
    businessName: userType === 'business' ? settings.name : null,
    emailEnabled: settings.email ?? true,
    smsEnabled: settings.sms ?? false,
    smsQuietHours: false,
    notifiableEvents: {
      messages: settings.messages ?? true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: true,
    },
    changedAt: new Date(clock).toISOString(),
  } satisfies PayloadOf<typeof UserContactChanged>);
  return userId;
}

async function job(customerId: string) {
  const jobId = randomUUID();
  await publish(JobPosted.type, {
    jobId,
    customerId,
    title: 'Deep clean of a 2-bed flat',
    description: 'Oven included',
    workCategoryId: randomUUID(),
    serviceId: randomUUID(),
    serviceName: 'Deep cleaning',
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
  return jobId;
}

const message = (
  thread: { threadId: string; jobId: string; customerId: string; businessId: string },
  senderType: 'customer' | 'business',
  preview: string,
) =>
  publish(MessageSent.type, {
    messageId: randomUUID(),
    ...thread,
    senderType,
    preview,
    hasPhoto: false,
    sentAt: new Date().toISOString(),
  } satisfies PayloadOf<typeof MessageSent>);

const deliveriesTo = (recipients: string[]) =>
  db()
    .select({ channel: outgoingMessages.channel, purpose: outgoingMessages.purpose, text: outgoingMessages.text })
    .from(outgoingMessages)
    .where(and(inArray(outgoingMessages.recipient, recipients), eq(outgoingMessages.purpose, 'message_received')))
    .orderBy(asc(outgoingMessages.createdAt));

describe('message_received', () => {
  it('tells the recipient, never the sender, in the bell and the stream, with a link to the thread', async () => {
    const customerId = await user('customer', { name: 'Chloe' });
    const businessId = await user('business', { name: 'Sparkle Cleaning' });
    const thread = { threadId: randomUUID(), jobId: await job(customerId), customerId, businessId };
    await message(thread, 'business', 'I can come on Tuesday at 9am');

    const rows = await db()
      .select()
      .from(userNotifications)
      .where(inArray(userNotifications.userId, [customerId, businessId]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: customerId,
      kind: 'message_received',
      title: 'New message from Sparkle Cleaning about “Deep clean of a 2-bed flat”',
      body: 'I can come on Tuesday at 9am',
      link: `/messages/${thread.threadId}`,
      jobId: thread.jobId,
      readAt: null,
    });
    const announced = (await db().select().from(outbox).where(eq(outbox.type, NotificationsAdded.type)))
      .map((row) => row.payload as PayloadOf<typeof NotificationsAdded>)
      .filter((added) => added.userIds.includes(customerId));
    expect(announced.map((added) => [added.fromId, added.toId])).toEqual([[String(rows[0]?.id), String(rows[0]?.id)]]);

    await message(thread, 'customer', 'Tuesday is great');
    const [reply] = await db().select().from(userNotifications).where(eq(userNotifications.userId, businessId));
    expect(reply).toMatchObject({ title: 'New message from Chloe about “Deep clean of a 2-bed flat”' });
  });

  it('e-mails and texts as the settings say, once while an alert about the thread is unread', async () => {
    const customerId = await user('customer', { name: 'Chloe', email: true, sms: true });
    const businessId = await user('business', { name: 'Sparkle Cleaning' });
    const thread = { threadId: randomUUID(), jobId: await job(customerId), customerId, businessId };
    const customerAddress = `${customerId}@example.com`;
    await message(thread, 'business', 'First');
    await message(thread, 'business', 'Second');
    const sent = await db()
      .select({ channel: outgoingMessages.channel, text: outgoingMessages.text })
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.userId, customerId), eq(outgoingMessages.purpose, 'message_received')));
    expect(sent.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const sms = sent.find((row) => row.channel === 'sms');
    // The SMS names the sender and links the thread, and carries none of the message.
    expect(sms?.text).toMatch(/^New message on LocalPros from Sparkle Cleaning\. Open: .*\/messages\//);
    expect(sms?.text).not.toContain('First');
    expect((await deliveriesTo([customerAddress])).map((row) => row.channel)).toEqual(['email']);

    // Read: the next message alerts again.
    await db()
      .update(userNotifications)
      .set({ readAt: new Date().toISOString() })
      .where(eq(userNotifications.userId, customerId));
    await message(thread, 'business', 'Third');
    expect((await deliveriesTo([customerAddress])).map((row) => row.channel)).toEqual(['email', 'email']);
  });

  it('sends no e-mail or SMS with "Messages" off, and still shows the bell', async () => {
    const customerId = await user('customer', { name: 'Chloe', messages: false, sms: true });
    const businessId = await user('business', { name: 'Sparkle Cleaning' });
    const thread = { threadId: randomUUID(), jobId: await job(customerId), customerId, businessId };
    await message(thread, 'business', 'Hello');
    expect(await deliveriesTo([`${customerId}@example.com`, mobileOf.get(customerId) as string])).toEqual([]);
    expect(await db().select().from(userNotifications).where(eq(userNotifications.userId, customerId))).toHaveLength(1);
  });
});
