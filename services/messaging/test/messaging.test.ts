import { randomUUID } from 'node:crypto';
import {
  AccountStatusChanged,
  AdminActionRecorded,
  type EventEnvelope,
  JobPosted,
  LeadInterested,
  MessageSent,
  type serviceContracts,
  UserDeleted,
} from '@localpros/contracts';
import { MESSAGE_PHOTO_MAX_BYTES, MESSAGE_TEXT_MAX, messageMessages } from '@localpros/contracts/rules';
import {
  createEnvelope,
  createLogger,
  GrpcStatus,
  InProcessBus,
  idempotentHandler,
  prepareService,
  type RpcClient,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingService } from '../src/index.js';
import { messages, outbox } from '../src/schema.js';
import { accountConsumers } from '../src/threads/account-events.js';
import { threadConsumers } from '../src/threads/job-events.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Messaging = RpcClient<typeof serviceContracts.messaging.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let messaging: Messaging;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(messagingService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  messaging = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

const as = (id: string, type: 'customer' | 'business') => testCaller({ user: { id, type } });
const asAdmin = (id: string) => testCaller({ user: { id, type: 'admin' } });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

/** Delivers an event through the service's own idempotent consumer, as the bus would. */
async function deliver(envelope: EventEnvelope) {
  const eventConsumer = [...threadConsumers, ...accountConsumers].find((c) => c.event.type === envelope.type);
  if (!eventConsumer) throw new Error(`messaging does not consume ${envelope.type}`);
  const handler = idempotentHandler({
    consumer: 'messaging',
    db: db(),
    tables: messagingService.tables,
    eventConsumer,
    logger,
  });
  return handler(envelope, 1);
}

const posted = (jobId: string, customerId: string) =>
  createEnvelope(JobPosted, {
    jobId,
    customerId,
    title: 'End of tenancy clean',
    description: 'Two bedroom flat',
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
  });

const interested = (jobId: string, businessId: string) =>
  createEnvelope(LeadInterested, {
    leadId: randomUUID(),
    jobId,
    businessId,
    interestedAt: new Date().toISOString(),
  });

/** A job of a new customer, and a business that marked interest in it: their thread. */
async function aThread() {
  const customer = randomUUID();
  const business = randomUUID();
  const job = randomUUID();
  await deliver(posted(job, customer));
  await deliver(interested(job, business));
  const { threads } = await messaging.listJobThreads({ userId: customer, jobId: job }, as(customer, 'customer'));
  const thread = threads[0];
  if (!thread) throw new Error('no thread was opened');
  return { customer, business, job, thread };
}

const send = (
  threadId: string,
  senderId: string,
  type: 'customer' | 'business',
  text: string,
  photo = Buffer.alloc(0),
) => messaging.sendMessage({ senderId, threadId, text, photo }, as(senderId, type));

describe('threads', () => {
  it('opens one thread when a business marks interest, whatever a redelivery or a second interest does', async () => {
    const { customer, business, job, thread } = await aThread();
    await deliver(interested(job, business));
    expect(thread).toMatchObject({ jobId: job, customerId: customer, businessId: business, unread: 0 });
    expect(thread.jobTitle).toBe('End of tenancy clean');
    const { threads: own } = await messaging.listJobThreads({ userId: business, jobId: job }, as(business, 'business'));
    expect(own.map((t) => t.id)).toEqual([thread.id]);
    // A second business: a second thread for the customer, none more for the first business.
    const other = randomUUID();
    await deliver(interested(job, other));
    const { threads: customers } = await messaging.listJobThreads(
      { userId: customer, jobId: job },
      as(customer, 'customer'),
    );
    expect(customers).toHaveLength(2);
    expect(
      (await messaging.listJobThreads({ userId: business, jobId: job }, as(business, 'business'))).threads,
    ).toHaveLength(1);
  });

  it('waits for the job to be known before it opens a thread (LeadInterested before JobPosted)', async () => {
    const job = randomUUID();
    const business = randomUUID();
    await expect(deliver(interested(job, business))).rejects.toThrow(/not known here yet/);
    const customer = randomUUID();
    await deliver(posted(job, customer));
    await deliver(interested(job, business));
    expect(
      (await messaging.listJobThreads({ userId: customer, jobId: job }, as(customer, 'customer'))).threads,
    ).toHaveLength(1);
  });

  it('shows nobody else a thread: another customer, another business, a business that never marked interest', async () => {
    const { job, thread } = await aThread();
    const stranger = randomUUID();
    for (const type of ['customer', 'business'] as const) {
      expect((await messaging.listJobThreads({ userId: stranger, jobId: job }, as(stranger, type))).threads).toEqual(
        [],
      );
      const refused = await failure(
        messaging.listMessages({ userId: stranger, threadId: thread.id }, as(stranger, type)),
      );
      expect(refused).toMatchObject({ code: GrpcStatus.NOT_FOUND, message: messageMessages.threadNotFound });
      const written = await failure(send(thread.id, stranger, type, 'Hello'));
      expect(written?.code).toBe(GrpcStatus.NOT_FOUND);
      expect(
        (await failure(messaging.markThreadRead({ userId: stranger, threadId: thread.id }, as(stranger, type))))?.code,
      ).toBe(GrpcStatus.NOT_FOUND);
    }
    const [stored] = await db().select({ n: count() }).from(messages).where(eq(messages.threadId, thread.id));
    expect(stored?.n).toBe(0);
  });

  it('refuses a party call while an admin impersonates the party', async () => {
    const { customer, thread } = await aThread();
    const impersonated = testCaller({ user: { id: customer, type: 'customer' }, impersonatorId: randomUUID() });
    const refused = await failure(messaging.listMessages({ userId: customer, threadId: thread.id }, impersonated));
    expect(refused?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });
});

describe('messages', () => {
  it('delivers text both ways, counts unread for the other party, and marks it read', async () => {
    const { customer, business, job, thread } = await aThread();
    const { message } = await send(thread.id, business, 'business', '  Hello, I can do Tuesday.  ');
    expect(message).toMatchObject({
      senderId: business,
      senderType: 'business',
      text: 'Hello, I can do Tuesday.',
      readAt: '',
    });
    await send(thread.id, business, 'business', 'Would 9am suit?');

    const unread = await messaging.countUnread({ userId: customer }, as(customer, 'customer'));
    expect(unread.jobs).toEqual([{ jobId: job, unread: 2 }]);
    expect(unread.total).toBe(2);
    expect((await messaging.countUnread({ userId: business }, as(business, 'business'))).total).toBe(0);
    const [listed] = (await messaging.listJobThreads({ userId: customer, jobId: job }, as(customer, 'customer')))
      .threads;
    expect(listed).toMatchObject({ unread: 2, lastMessageText: 'Would 9am suit?' });

    expect(
      (await messaging.markThreadRead({ userId: customer, threadId: thread.id }, as(customer, 'customer'))).marked,
    ).toBe(2);
    expect((await messaging.countUnread({ userId: customer }, as(customer, 'customer'))).total).toBe(0);
    await send(thread.id, customer, 'customer', 'Tuesday 9am is perfect');

    const seen = await messaging.listMessages({ userId: business, threadId: thread.id }, as(business, 'business'));
    expect(seen.messages.map((m) => [m.senderType, m.text, m.readAt !== ''])).toEqual([
      ['business', 'Hello, I can do Tuesday.', true],
      ['business', 'Would 9am suit?', true],
      ['customer', 'Tuesday 9am is perfect', false],
    ]);
    expect(seen.thread?.unread).toBe(1);
  });

  it('publishes MessageSent with both parties and a preview, in the transaction of the message', async () => {
    const { customer, business, job, thread } = await aThread();
    const { message } = await send(thread.id, customer, 'customer', 'Is parking free outside?');
    const rows = await db().select().from(outbox).where(eq(outbox.type, MessageSent.type));
    const event = rows.map((r) => r.payload as Record<string, unknown>).find((p) => p.messageId === message?.id);
    expect(event).toMatchObject({
      threadId: thread.id,
      jobId: job,
      customerId: customer,
      businessId: business,
      senderType: 'customer',
      preview: 'Is parking free outside?',
      hasPhoto: false,
    });
  });

  it('refuses empty and over-long text, writing nothing', async () => {
    const { customer, thread } = await aThread();
    for (const [text, words] of [
      ['   ', messageMessages.empty],
      ['x'.repeat(MESSAGE_TEXT_MAX + 1), messageMessages.tooLong],
    ] as const) {
      const refused = await failure(send(thread.id, customer, 'customer', text));
      expect(refused).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: words });
    }
    expect((await send(thread.id, customer, 'customer', 'x'.repeat(MESSAGE_TEXT_MAX))).message?.text).toHaveLength(
      MESSAGE_TEXT_MAX,
    );
    const [stored] = await db().select({ n: count() }).from(messages).where(eq(messages.threadId, thread.id));
    expect(stored?.n).toBe(1);
  });
});

describe('a removed account', () => {
  const status = (userId: string, isActive: boolean, changedAt = new Date().toISOString()) =>
    createEnvelope(AccountStatusChanged, { userId, userType: 'business', isActive, adminId: randomUUID(), changedAt });

  it("leaves a deactivated or deleted party's thread readable to the other, read only, until reactivated", async () => {
    const { customer, business, job, thread } = await aThread();
    await send(thread.id, business, 'business', 'Before I go');
    await deliver(status(business, false));
    const [listed] = (await messaging.listJobThreads({ userId: customer, jobId: job }, as(customer, 'customer')))
      .threads;
    expect(listed).toMatchObject({ businessRemoved: true, customerRemoved: false });
    const read = await messaging.listMessages({ userId: customer, threadId: thread.id }, as(customer, 'customer'));
    expect(read.messages.map((m) => m.text)).toEqual(['Before I go']);
    const refused = await failure(send(thread.id, customer, 'customer', 'Are you there?'));
    expect(refused).toMatchObject({ code: GrpcStatus.FAILED_PRECONDITION, message: messageMessages.otherPartyRemoved });

    await deliver(status(business, true));
    expect((await send(thread.id, customer, 'customer', 'Welcome back')).message?.text).toBe('Welcome back');

    await deliver(
      createEnvelope(UserDeleted, { userId: customer, userType: 'customer', deletedAt: new Date().toISOString() }),
    );
    // A reactivation never brings a deleted account back.
    await deliver(status(customer, true));
    const seen = await messaging.listMessages({ userId: business, threadId: thread.id }, as(business, 'business'));
    expect(seen.thread).toMatchObject({ customerRemoved: true, businessRemoved: false });
    expect(seen.messages).toHaveLength(2);
  });
});

describe('photos', () => {
  const jpeg = () =>
    sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'Someone' } })
      .toBuffer();

  it('keeps a photo re-encoded as WebP, at most 1536 px, without its metadata, for the two parties only', async () => {
    const { customer, business, thread } = await aThread();
    const { message } = await send(thread.id, business, 'business', '', await jpeg());
    expect(message?.photoId).toBe(message?.id);
    const photo = await messaging.getMessagePhoto(
      { userId: customer, messageId: message?.id ?? '' },
      as(customer, 'customer'),
    );
    expect(photo.contentType).toBe('image/webp');
    const meta = await sharp(Buffer.from(photo.content)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1536, 1152, undefined]);
    const stranger = randomUUID();
    const refused = await failure(
      messaging.getMessagePhoto({ userId: stranger, messageId: message?.id ?? '' }, as(stranger, 'customer')),
    );
    expect(refused?.code).toBe(GrpcStatus.NOT_FOUND);
    const [listed] = (await messaging.listMessages({ userId: customer, threadId: thread.id }, as(customer, 'customer')))
      .messages;
    expect(listed).toMatchObject({ text: '', photoId: message?.id });
  });

  it('refuses a file that is not an image, and one over 5 MB, writing nothing', async () => {
    const { customer, thread } = await aThread();
    const text = await failure(
      send(thread.id, customer, 'customer', 'See attached', Buffer.from('%PDF-1.4 not a photo')),
    );
    expect(text).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: messageMessages.photoWrongType });
    const big = Buffer.concat([await jpeg(), Buffer.alloc(MESSAGE_PHOTO_MAX_BYTES)]);
    const tooLarge = await failure(send(thread.id, customer, 'customer', 'Big one', big));
    expect(tooLarge).toMatchObject({ message: messageMessages.photoTooLarge });
    const [stored] = await db().select({ n: count() }).from(messages).where(eq(messages.threadId, thread.id));
    expect(stored?.n).toBe(0);
  });
});

describe("an admin's read", () => {
  it('needs a reason, and is audited with it in the same transaction', async () => {
    const { business, thread } = await aThread();
    await send(thread.id, business, 'business', 'Hello');
    const admin = randomUUID();
    const refused = await failure(
      messaging.adminReadThread({ adminId: admin, threadId: thread.id, reason: ' ' }, asAdmin(admin)),
    );
    expect(refused).toMatchObject({ code: GrpcStatus.INVALID_ARGUMENT, message: messageMessages.reasonNeeded });
    const audits = async () =>
      (await db().select().from(outbox).where(eq(outbox.type, AdminActionRecorded.type)))
        .map((r) => r.payload as Record<string, unknown>)
        .filter((p) => p.targetId === thread.id);
    expect(await audits()).toEqual([]);

    const read = await messaging.adminReadThread(
      { adminId: admin, threadId: thread.id, reason: 'Customer reported a scam attempt' },
      asAdmin(admin),
    );
    expect(read.messages.map((m) => m.text)).toEqual(['Hello']);
    expect(await audits()).toMatchObject([
      {
        adminId: admin,
        action: 'conversation_read',
        targetType: 'thread',
        detail: 'Reason: Customer reported a scam attempt',
      },
    ]);
    // A party's own calls are not an admin's.
    const asParty = await failure(messaging.listMessages({ userId: admin, threadId: thread.id }, asAdmin(admin)));
    expect(asParty?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });
});

describe("a user's conversations", () => {
  it('lists every thread the user is a party to, most recently active first, and no one else’s', async () => {
    const first = await aThread();
    const second = await aThread();
    // The same business, a second job of another customer.
    const job = randomUUID();
    const customer = randomUUID();
    await deliver(posted(job, customer));
    await deliver(interested(job, first.business));
    const { threads: before } = await messaging.listThreads({ userId: first.business }, as(first.business, 'business'));
    expect(before.map((t) => t.jobId).sort()).toEqual([first.job, job].sort());
    await send(first.thread.id, first.customer, 'customer', 'Newest');
    const { threads } = await messaging.listThreads({ userId: first.business }, as(first.business, 'business'));
    expect(threads.map((t) => [t.jobId, t.unread, t.lastMessageText])).toEqual([
      [first.job, 1, 'Newest'],
      [job, 0, ''],
    ]);
    expect(
      (await messaging.listThreads({ userId: second.customer }, as(second.customer, 'customer'))).threads.map(
        (t) => t.id,
      ),
    ).toEqual([second.thread.id]);
  });
});
