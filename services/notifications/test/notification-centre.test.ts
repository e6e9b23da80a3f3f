import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  JobCancelled,
  JobCompleted,
  JobPosted,
  JobStatusChanged,
  LeadDismissed,
  LeadReportRejected,
  LeadReportUpheld,
  LeadsCreated,
  NotificationsAdded,
  type PayloadOf,
  QuoteAccepted,
  QuoteDeclined,
  QuoteSent,
  ReviewPosted,
  UserContactChanged,
  UserDeleted,
} from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, Outbox, prepareService, type ServiceInstance } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../src/centre/add-notifications.js';
import { JOB_FACTS_WAIT_MS } from '../src/centre/centre-consumers.js';
import { purgeOldNotifications } from '../src/centre/notification-retention.js';
import type { NewNotification } from '../src/centre/notification-wording.js';
import { notificationsService } from '../src/index.js';
import { inbox, leadNotificationReads, leadNotifications, outbox, userNotifications } from '../src/schema.js';

/**
 * The notification centre: which notifications each domain event means for whom, stored once and
 * announced with NotificationsAdded in the same transaction; the bell's list, the stream's resume
 * and "mark read" only ever touch the caller's own rows; 90 days kept.
 */
const logger = createLogger({ name: 'test', level: 'silent' });

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let bus: InProcessBus;
let instance: ServiceInstance;
let client: ReturnType<typeof testServiceClient<typeof notificationsService.definition>>;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  // One attempt: a handler that throws is dead-lettered at once, and the test sees it unhandled.
  bus = new InProcessBus({ logger, maxDeliver: 1 });
  instance = (await prepareService(notificationsService, {
    database: handle.database,
    bus,
    logger,
    env: { PLATFORM: 'local' },
  })) as unknown as ServiceInstance;
  client = testServiceClient(instance as never, { logger }) as typeof client;
  await bus.start();
});
afterAll(async () => {
  await bus?.stop();
  await handle?.drop();
});

function envelope<T>(type: string, payload: T, occurredAt = new Date().toISOString()): EventEnvelope<T> {
  return { id: randomUUID(), type, version: 1, occurredAt, correlationId: randomUUID(), payload };
}

/** Publishes and returns the event; the in-process bus returns once every consumer settled it. */
async function publish<T>(type: string, payload: T, occurredAt?: string) {
  const event = envelope(type, payload, occurredAt);
  await bus.publish(event);
  return event;
}

async function handled(event: EventEnvelope): Promise<boolean> {
  return (await db().select().from(inbox).where(eq(inbox.eventId, event.id))).length === 1;
}

const rowsOf = (userId: string) =>
  db().select().from(userNotifications).where(eq(userNotifications.userId, userId)).orderBy(asc(userNotifications.id));

const as = (user: { id: string; type: string }) => testCaller({ user });
const asBusiness = (id: string) => as({ id, type: 'business' });

/** A business's bell, newest first, as the service answers it (both tables, its own words). */
const bellOf = async (business: string) =>
  (await client.listNotifications({ userId: business, limit: 50 }, asBusiness(business))).notifications;

/** The new-lead rows of a job (one for each 64 of its businesses). */
const leadRowsOf = (jobId: string) =>
  db().select().from(leadNotifications).where(eq(leadNotifications.jobId, jobId)).orderBy(asc(leadNotifications.id));

let clock = Date.parse('2031-01-01T00:00:00Z');
const nextTime = () => {
  clock += 1000;
  return new Date(clock).toISOString();
};

async function knownUser(userType: 'customer' | 'business', names: { firstName?: string; businessName?: string } = {}) {
  const userId = randomUUID();
  await publish(UserContactChanged.type, {
    userId,
    userType,
    firstName: names.firstName ?? 'Chloe',
    lastName: 'Carter',
    email: `${userId}@example.com`,
    mobileNumber: '07700900002',
    businessName: userType === 'business' ? (names.businessName ?? 'Sparkle Ltd') : null,
    emailEnabled: true,
    smsEnabled: false,
    notifiableEvents: {
      messages: true,
      newsletters: false,
      specialOffers: false,
      recommendations: false,
      newJobLeads: true,
    },
    changedAt: nextTime(),
  } satisfies PayloadOf<typeof UserContactChanged>);
  return userId;
}

async function postedJob(customerId: string, title = 'End of tenancy clean', location = 'SW4') {
  const jobId = randomUUID();
  await publish(JobPosted.type, {
    jobId,
    customerId,
    title,
    description: 'Two-bed flat, oven included',
    workCategoryId: randomUUID(),
    serviceId: randomUUID(),
    serviceName: 'End of tenancy cleaning',
    location,
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

const leadsCreated = (jobId: string, customerId: string, businessIds: string[], occurredAt?: string) =>
  publish(
    LeadsCreated.type,
    {
      jobId,
      customerId,
      leads: businessIds.map((businessId, i) => ({
        leadId: randomUUID(),
        businessId,
        distanceKm: i === 0 ? 3.2 : null,
      })),
      createdAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof LeadsCreated>,
    occurredAt,
  );

/** The NotificationsAdded events recorded for these users, oldest first. */
async function announced(userIds: string[]) {
  const rows = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.type, NotificationsAdded.type))
    .orderBy(asc(outbox.seq));
  return rows
    .map((row) => NotificationsAdded.payload.parse(row.payload))
    .filter((payload) => payload.userIds.some((userId) => userIds.includes(userId)));
}

describe('notifications derived from the marketplace events', () => {
  it('gives all the businesses of a LeadsCreated one row and one NotificationsAdded, each its own words', async () => {
    const customer = await knownUser('customer');
    const businesses = [randomUUID(), randomUUID(), randomUUID()];
    const jobId = await postedJob(customer);
    const event = await leadsCreated(jobId, customer, businesses);
    expect(await handled(event)).toBe(true);
    // One row for the job's three businesses, not one each (issue 26), and none in user_notifications.
    const [row, ...moreRows] = await leadRowsOf(jobId);
    expect(moreRows).toEqual([]);
    expect(row).toMatchObject({ businessIds: businesses, distancesKm: [3.2, null, null] });
    expect(await db().select().from(userNotifications).where(inArray(userNotifications.userId, businesses))).toEqual(
      [],
    );
    for (const [i, business] of businesses.entries()) {
      const [lead, ...more] = await bellOf(business);
      expect(more).toEqual([]);
      expect(lead).toMatchObject({
        id: String(row?.id),
        kind: 'lead_created',
        title: 'New lead: End of tenancy clean in SW4',
        link: '/dashboard/leads',
        jobId,
        read: false,
      });
      expect(lead?.body).toBe(
        `End of tenancy cleaning in SW4. ${i === 0 ? 'About 3 km from you.' : 'The customer chose you for this job.'} Quote soon: customers hear from the quickest first.`,
      );
    }
    const [added, ...others] = await announced(businesses);
    expect(others).toEqual([]);
    // The event names the row (its id, as a range of one) and its users, never its words.
    expect(Object.keys(added ?? {}).sort()).toEqual(['fromId', 'toId', 'userIds']);
    expect(added?.userIds).toEqual(businesses);
    expect([added?.fromId, added?.toId]).toEqual([String(row?.id), String(row?.id)]);
    // What the live hub reads back for the users it holds streams of: their own, word for word.
    const read = await client.listAddedNotifications({
      fromId: added?.fromId ?? '',
      toId: added?.toId ?? '',
      userIds: [businesses[2] ?? '', businesses[0] ?? ''],
    });
    expect(read.notifications.map((n) => n.userId)).toEqual([businesses[0], businesses[2]]);
    for (const { userId, notification } of read.notifications) {
      expect(notification).toEqual((await bellOf(userId))[0]);
    }

    // A redelivered LeadsCreated adds nothing (the inbox).
    await bus.publish(event);
    expect(await leadRowsOf(jobId)).toHaveLength(1);
  });

  it('waits for the job it does not know yet, then words the lead plainly once the wait is over', async () => {
    const customer = await knownUser('customer');
    const business = randomUUID();
    const early = await leadsCreated(randomUUID(), customer, [business]);
    expect(await handled(early)).toBe(false);
    expect(await bellOf(business)).toEqual([]);
    const late = await leadsCreated(
      randomUUID(),
      customer,
      [business],
      new Date(Date.now() - JOB_FACTS_WAIT_MS - 1000).toISOString(),
    );
    expect(await handled(late)).toBe(true);
    expect((await bellOf(business)).map((n) => [n.title, n.body.split('.')[0]])).toEqual([['New lead', 'A job']]);
  });

  it('words a lead at once from what LeadsCreated says of its job, without waiting for JobPosted', async () => {
    const customer = await knownUser('customer');
    const business = randomUUID();
    const jobId = randomUUID();
    const event = await publish(LeadsCreated.type, {
      jobId,
      customerId: customer,
      leads: [{ leadId: randomUUID(), businessId: business, distanceKm: 0.4 }],
      createdAt: new Date().toISOString(),
      job: { title: 'Oven clean', location: 'N1', serviceName: 'Oven cleaning' },
    } satisfies PayloadOf<typeof LeadsCreated>);
    expect(await handled(event)).toBe(true);
    expect((await bellOf(business)).map((n) => [n.title, n.jobId, n.body])).toEqual([
      [
        'New lead: Oven clean in N1',
        jobId,
        'Oven cleaning in N1. Less than 1 km from you. Quote soon: customers hear from the quickest first.',
      ],
    ]);
  });

  it('tells a business its lead was withdrawn, for every reason, stored read and out of the bell', async () => {
    const customer = await knownUser('customer');
    const business = await knownUser('business');
    const jobId = await postedJob(customer, 'Office deep clean', 'M1');
    const reasons = [
      'job_cancelled',
      'job_awarded',
      'not_interested',
      'places_taken',
      'job_closed',
      'reported',
    ] as const;
    for (const reason of reasons) {
      await publish(LeadDismissed.type, {
        leadId: randomUUID(),
        jobId,
        businessId: business,
        reason,
        dismissedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof LeadDismissed>);
    }
    const rows = await rowsOf(business);
    expect(rows.map((r) => [r.kind, r.title, r.body])).toEqual([
      ['lead_withdrawn', 'Lead withdrawn: Office deep clean', 'The customer cancelled this job.'],
      ['lead_withdrawn', 'Lead closed: Office deep clean', 'The customer has accepted a quote for this job.'],
      ['lead_withdrawn', 'Lead removed: Office deep clean', 'You marked this lead as not interested.'],
      ['lead_withdrawn', 'Lead closed: Office deep clean', 'All places taken: other businesses have responded.'],
      ['lead_withdrawn', 'Lead closed: Office deep clean', 'The customer has found someone for this job.'],
      ['lead_withdrawn', 'Lead reported: Office deep clean', 'You reported this lead; we will tell you the outcome.'],
    ]);
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    const bell = await client.listNotifications(
      { userId: business, limit: 0 },
      testCaller({ user: { id: business, type: 'business' } }),
    );
    expect(bell).toEqual({ notifications: [], unreadCount: 0 });
    // The stream's resume carries them all the same.
    const resumed = await client.listNotificationsAfter(
      { userId: business, afterId: '', limit: 0 },
      testCaller({ user: { id: business, type: 'business' } }),
    );
    expect(resumed.notifications.map((n) => n.kind)).toEqual(reasons.map(() => 'lead_withdrawn'));
    expect(resumed.notifications.every((n) => n.read)).toBe(true);
  });

  it("follows a quote and its job from the customer's and the business's side, in the marketplace's words", async () => {
    const customer = await knownUser('customer', { firstName: 'Amira' });
    const business = await knownUser('business', { businessName: 'Brixton Shine' });
    const jobId = await postedJob(customer, 'Spring clean');
    const quote = {
      quoteId: randomUUID(),
      leadId: randomUUID(),
      jobId,
      businessId: business,
      customerId: customer,
      costPence: 4550,
      currency: 'GBP' as const,
      rateType: 'hourly' as const,
    };
    await publish(QuoteSent.type, { ...quote, comments: 'Can start Monday', sentAt: new Date().toISOString() });
    await publish(QuoteAccepted.type, { ...quote, acceptedAt: new Date().toISOString() });
    await publish(JobStatusChanged.type, {
      jobId,
      customerId: customer,
      businessId: business,
      previousStatus: 'active',
      status: 'in_progress',
      changedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof JobStatusChanged>);
    // Other transitions are told by their own events (JobCompleted, JobCancelled), not twice.
    await publish(JobStatusChanged.type, {
      jobId,
      customerId: customer,
      businessId: business,
      previousStatus: 'in_progress',
      status: 'finished',
      changedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof JobStatusChanged>);
    await publish(JobCompleted.type, {
      jobId,
      customerId: customer,
      businessId: business,
      quoteId: quote.quoteId,
      completedBy: 'business',
      completedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof JobCompleted>);
    await publish(ReviewPosted.type, {
      reviewId: randomUUID(),
      jobId,
      customerId: customer,
      businessId: business,
      rating: 5,
      text: 'Spotless, and on time.',
      postedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof ReviewPosted>);

    const view = (rows: Awaited<ReturnType<typeof rowsOf>>) => rows.map((r) => [r.kind, r.title, r.body, r.link]);
    expect(view(await rowsOf(customer))).toEqual([
      [
        'quote_received',
        'New quote for Spring clean',
        'Brixton Shine quoted £45.50 per hour. Compare your quotes in Quoted.',
        '/dashboard/quoted',
      ],
      [
        'job_started',
        'Job started: Spring clean',
        'Brixton Shine is now doing this job. Follow it in Progress.',
        '/dashboard/progress',
      ],
      [
        'job_completed',
        'Job completed: Spring clean',
        'Brixton Shine marked the job complete. How did it go? Leave a review from History.',
        '/dashboard/history',
      ],
    ]);
    expect(view(await rowsOf(business))).toEqual([
      [
        'quote_accepted',
        'Quote accepted: Spring clean',
        'Amira accepted your quote of £45.50 per hour. The job is now in Progress.',
        '/dashboard/progress',
      ],
      [
        'review_received',
        'New review: 5 stars for Spring clean',
        'Amira left a review: “Spotless, and on time.”',
        `/business/${business}`,
      ],
    ]);
  });

  it("tells a business LocalPros's decision on its report of a bad lead, with the reason", async () => {
    const customer = await knownUser('customer');
    const business = await knownUser('business');
    const jobId = await postedJob(customer, 'Window clean');
    const report = { leadId: randomUUID(), jobId, businessId: business, customerId: customer };
    await publish(LeadReportUpheld.type, {
      ...report,
      reportId: randomUUID(),
      ground: 'duplicate',
      againstCustomer: true,
      reason: 'Duplicate of job LP-000007',
      adminId: null,
      upheldAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof LeadReportUpheld>);
    await publish(LeadReportRejected.type, {
      ...report,
      reportId: randomUUID(),
      reason: 'The customer answered our call',
      adminId: randomUUID(),
      rejectedAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof LeadReportRejected>);
    expect((await rowsOf(business)).map((r) => [r.kind, r.title, r.body, r.link])).toEqual([
      ['lead_report_resolved', 'Report upheld: Window clean', 'Duplicate of job LP-000007', '/dashboard/leads'],
      ['lead_report_resolved', 'Report rejected: Window clean', 'The customer answered our call', '/dashboard/leads'],
    ]);
  });

  it('tells a customer of a cancelled job and a business of its declined quotes', async () => {
    const customer = await knownUser('customer');
    const business = await knownUser('business');
    const jobId = await postedJob(customer, 'Carpet clean');
    await publish(JobCancelled.type, { jobId, customerId: customer, cancelledAt: new Date().toISOString() });
    for (const reason of ['job_cancelled', 'another_quote_accepted'] as const) {
      await publish(QuoteDeclined.type, {
        quoteId: randomUUID(),
        leadId: randomUUID(),
        jobId,
        businessId: business,
        customerId: customer,
        reason,
        declinedAt: new Date().toISOString(),
      } satisfies PayloadOf<typeof QuoteDeclined>);
    }
    expect((await rowsOf(customer)).map((r) => [r.kind, r.title, r.link])).toEqual([
      ['job_cancelled', 'Job cancelled: Carpet clean', '/dashboard/history'],
    ]);
    expect((await rowsOf(business)).map((r) => [r.kind, r.title])).toEqual([
      ['quote_declined', 'Job cancelled: Carpet clean'],
      ['quote_declined', 'Quote not accepted: Carpet clean'],
    ]);
  });

  it("stores a city job's leads in rows of 64 businesses, announced 250 businesses an event", async () => {
    const customer = await knownUser('customer');
    const jobId = await postedJob(customer, 'Hotel laundry', 'EC1');
    const businesses = Array.from({ length: 600 }, () => randomUUID());
    await leadsCreated(jobId, customer, businesses);
    // Rows small enough to stay in line (add-notifications.ts): 9 of 64 and the rest, ids in turn.
    const rows = await leadRowsOf(jobId);
    expect(rows.map((row) => row.businessIds.length)).toEqual([64, 64, 64, 64, 64, 64, 64, 64, 64, 24]);
    expect(rows.flatMap((row) => row.businessIds)).toEqual(businesses);
    for (const [i, row] of rows.entries()) if (i > 0) expect(row.id).toBe((rows[i - 1]?.id ?? 0n) + 1n);
    const chunks = await announced(businesses);
    expect(chunks.map((c) => c.userIds.length)).toEqual([250, 250, 100]);
    expect(chunks.flatMap((c) => c.userIds)).toEqual(businesses);
    // Each event's range: the rows of its businesses (business 250 is in row 4, 500 in row 8).
    const id = (i: number) => String(rows[i]?.id);
    expect(chunks.map((c) => [c.fromId, c.toId])).toEqual([
      [id(0), id(3)],
      [id(3), id(7)],
      [id(7), id(9)],
    ]);
    const read = await client.listAddedNotifications({
      fromId: chunks[2]?.fromId ?? '',
      toId: chunks[2]?.toId ?? '',
      userIds: chunks[2]?.userIds ?? [],
    });
    expect(read.notifications.map((n) => n.userId)).toEqual(businesses.slice(500));
    // The rows of chunk 2 hold businesses of chunk 1 too; only the named ones are read.
    expect(read.notifications.map((n) => n.notification?.id)[0]).toBe(id(7));
  });

  it('takes and commits ids one transaction at a time: a second insert waits for the open one', async () => {
    const events = new Outbox(db(), { outbox, inbox });
    const [first, second] = [randomUUID(), randomUUID()];
    const row = (userId: string): NewNotification => ({
      userId,
      kind: 'lead_created',
      title: 'New lead',
      body: 'Ids in turn',
      link: '/business/leads',
      jobId: null,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstInserted = () => {};
    const inserted = new Promise<void>((resolve) => {
      firstInserted = resolve;
    });
    // The first transaction inserts, then stays open until released.
    const firstDone = events.transaction(async (tx, recorder) => {
      await addNotifications(tx, recorder, [row(first)]);
      firstInserted();
      await held;
    });
    await inserted;
    let secondStored = false;
    const secondDone = events
      .transaction((tx, recorder) => addNotifications(tx, recorder, [row(second)]))
      .then(() => {
        secondStored = true;
      });
    // It waits on the ids' lock (PostgreSQL says so), not stored: had it taken an id now, it could
    // commit first, and a stream resumed after its id would miss the first.
    await expect
      .poll(async () => {
        const waiting = (await db().execute(
          sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
              where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`,
        )) as unknown as { rows: { n: number }[] };
        return waiting.rows[0]?.n;
      })
      .toBe(1);
    expect(secondStored).toBe(false);
    release();
    await Promise.all([firstDone, secondDone]);
    const [a] = await rowsOf(first);
    const [b] = await rowsOf(second);
    expect(a && b && a.id < b.id).toBe(true);
  });

  it("deletes a deleted account's notifications and stores none for it afterwards", async () => {
    const customer = await knownUser('customer');
    const jobId = await postedJob(customer);
    await publish(JobCancelled.type, { jobId, customerId: customer, cancelledAt: new Date().toISOString() });
    expect(await rowsOf(customer)).toHaveLength(1);
    await publish(UserDeleted.type, { userId: customer, userType: 'customer', deletedAt: new Date().toISOString() });
    expect(await rowsOf(customer)).toEqual([]);
    const late = await publish(JobCancelled.type, {
      jobId,
      customerId: customer,
      cancelledAt: new Date().toISOString(),
    });
    expect(await handled(late)).toBe(true);
    expect(await rowsOf(customer)).toEqual([]);
  });

  it("takes a deleted business out of its jobs' new-lead rows, each other business keeping its distance", async () => {
    const customer = await knownUser('customer');
    const [gone, first, last] = [randomUUID(), randomUUID(), randomUUID()];
    const shared = await postedJob(customer);
    const own = await postedJob(customer);
    await publish(LeadsCreated.type, {
      jobId: shared,
      customerId: customer,
      leads: [first, gone, last].map((businessId, i) => ({ leadId: randomUUID(), businessId, distanceKm: i * 10 + 5 })),
      createdAt: new Date().toISOString(),
    } satisfies PayloadOf<typeof LeadsCreated>);
    await leadsCreated(own, customer, [gone]);
    const [sharedRow] = await leadRowsOf(shared);
    await client.markNotificationsRead({ userId: gone, ids: [], all: true }, asBusiness(gone));
    expect(await db().select().from(leadNotificationReads).where(eq(leadNotificationReads.userId, gone))).toHaveLength(
      2,
    );
    await publish(UserDeleted.type, { userId: gone, userType: 'business', deletedAt: new Date().toISOString() });
    expect(await leadRowsOf(own)).toEqual([]);
    expect(await leadRowsOf(shared)).toMatchObject([
      { id: sharedRow?.id, businessIds: [first, last], distancesKm: [5, 25] },
    ]);
    expect(await db().select().from(leadNotificationReads).where(eq(leadNotificationReads.userId, gone))).toEqual([]);
    expect((await bellOf(last)).map((n) => n.body)).toEqual([expect.stringContaining('About 25 km from you.')]);
    // A lead for it after the deletion stores no row for it.
    const later = await postedJob(customer);
    await leadsCreated(later, customer, [gone, first]);
    expect(await leadRowsOf(later)).toMatchObject([{ businessIds: [first] }]);
  });
});

describe("a user's notifications: the bell, the stream's resume, mark read", () => {
  /** A user with `count` unread notifications (job_cancelled each) and one stream-only. */
  async function userWith(count: number, userType: 'customer' | 'business' = 'customer') {
    const userId = randomUUID();
    const rows = await db()
      .insert(userNotifications)
      .values(
        Array.from({ length: count }, (_, i) => ({
          userId,
          kind: 'job_cancelled',
          title: `Job cancelled: job ${i}`,
          body: 'Businesses can no longer quote for it.',
          link: '/dashboard/history',
          jobId: randomUUID(),
        })),
      )
      .returning({ id: userNotifications.id });
    await db().insert(userNotifications).values({
      userId,
      kind: 'lead_withdrawn',
      title: 'Lead closed',
      body: '',
      link: '/dashboard/leads',
      readAt: sql`now()`,
    });
    return { id: userId, type: userType, ids: rows.map((r) => r.id.toString()) };
  }
  it('pages the bell newest first and counts what is unread', async () => {
    const ann = await userWith(25);
    const first = await client.listNotifications({ userId: ann.id, limit: 0 }, as(ann));
    expect(first.unreadCount).toBe(25);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({ id: ann.ids[24], kind: 'job_cancelled', read: false });
    const next = await client.listNotifications(
      { userId: ann.id, beforeId: first.notifications.at(-1)?.id, limit: 50 },
      as(ann),
    );
    expect(next.notifications.map((n) => n.id)).toEqual(ann.ids.slice(0, 5).reverse());
    await expect(client.listNotifications({ userId: ann.id, limit: 51 }, as(ann))).rejects.toThrow();
    await expect(client.listNotifications({ userId: ann.id, beforeId: 'x', limit: 5 }, as(ann))).rejects.toThrow();
  });

  it("never lists, resumes or marks another user's notifications", async () => {
    const ann = await userWith(3);
    const bob = await userWith(4, 'business');
    // A request naming another user is refused before the service sees it (the caller token's user).
    await expect(client.listNotifications({ userId: bob.id, limit: 0 }, as(ann))).rejects.toThrow(
      /other than the caller/,
    );
    // Resuming after another user's id gives the caller's own latest, never the other's.
    const resumed = await client.listNotificationsAfter(
      { userId: ann.id, afterId: bob.ids[0] as string, limit: 0 },
      as(ann),
    );
    expect(resumed.fromLatest).toBe(true);
    expect(resumed.notifications.map((n) => n.id).slice(0, 3)).toEqual(ann.ids);
    for (const afterId of ['', 'nonsense', '99999999999999999999', '-1', '0']) {
      const got = await client.listNotificationsAfter({ userId: ann.id, afterId, limit: 0 }, as(ann));
      expect(got.fromLatest, afterId).toBe(true);
      expect(got.notifications).toHaveLength(4);
    }
    // Marking another user's ids read changes nothing of theirs.
    const left = await client.markNotificationsRead({ userId: ann.id, ids: bob.ids, all: false }, as(ann));
    expect(left.unreadCount).toBe(3);
    expect((await client.listNotifications({ userId: bob.id, limit: 0 }, as(bob))).unreadCount).toBe(4);
    // "All" is the caller's all.
    expect((await client.markNotificationsRead({ userId: ann.id, ids: [], all: true }, as(ann))).unreadCount).toBe(0);
    expect((await client.listNotifications({ userId: bob.id, limit: 0 }, as(bob))).unreadCount).toBe(4);
    // An admin acting as the user may look, not mark read.
    const admin = randomUUID();
    const impersonating = testCaller({ user: { id: bob.id, type: 'business' }, impersonatorId: admin });
    expect((await client.listNotifications({ userId: bob.id, limit: 0 }, impersonating)).unreadCount).toBe(4);
    await expect(client.markNotificationsRead({ userId: bob.id, ids: [], all: true }, impersonating)).rejects.toThrow(
      /impersonating/,
    );
    // Admins have no notifications.
    await expect(
      client.listNotifications({ userId: admin, limit: 0 }, as({ id: admin, type: 'admin' })),
    ).rejects.toThrow();
  });

  it('resumes after one of the user’s own ids with everything later, oldest first, every kind', async () => {
    const ann = await userWith(5);
    const got = await client.listNotificationsAfter(
      { userId: ann.id, afterId: ann.ids[1] as string, limit: 0 },
      as(ann),
    );
    expect(got.fromLatest).toBe(false);
    expect(got.notifications.map((n) => n.kind)).toEqual([
      'job_cancelled',
      'job_cancelled',
      'job_cancelled',
      'lead_withdrawn',
    ]);
    expect(got.notifications.slice(0, 3).map((n) => n.id)).toEqual(ann.ids.slice(2));
    const marked = await client.markNotificationsRead(
      { userId: ann.id, ids: [ann.ids[0] as string], all: false },
      as(ann),
    );
    expect(marked.unreadCount).toBe(4);
    await expect(client.markNotificationsRead({ userId: ann.id, ids: [], all: false }, as(ann))).rejects.toThrow();
  });

  it('counts a new lead unread for each business on its own, until that business reads it', async () => {
    const customer = await knownUser('customer');
    const [ann, bob] = [randomUUID(), randomUUID()];
    const jobs = [
      await postedJob(customer, 'First'),
      await postedJob(customer, 'Second'),
      await postedJob(customer, 'Third'),
    ];
    for (const jobId of jobs) await leadsCreated(jobId, customer, [ann, bob]);
    const unread = async (business: string) =>
      (await client.listNotifications({ userId: business, limit: 0 }, asBusiness(business))).unreadCount;
    expect([await unread(ann), await unread(bob)]).toEqual([3, 3]);
    const [third, second, first] = (await bellOf(ann)).map((n) => n.id) as [string, string, string];
    expect((await bellOf(ann)).map((n) => n.title)).toEqual([
      'New lead: Third in SW4',
      'New lead: Second in SW4',
      'New lead: First in SW4',
    ]);
    // Ann reads one: hers only, and again changes nothing.
    for (let twice = 0; twice < 2; twice += 1) {
      const left = await client.markNotificationsRead({ userId: ann, ids: [second], all: false }, asBusiness(ann));
      expect(left.unreadCount).toBe(2);
    }
    expect((await bellOf(ann)).map((n) => n.read)).toEqual([false, true, false]);
    expect(await unread(bob)).toBe(3);
    // Another user's id (Ann's lead, marked by someone not on it) marks nothing.
    const carol = randomUUID();
    await client.markNotificationsRead({ userId: carol, ids: [first], all: false }, asBusiness(carol));
    expect(await unread(ann)).toBe(2);
    expect(await bellOf(carol)).toEqual([]);
    // The stream resumes after one of its lead ids; another user's id gives only the caller's own.
    const after = await client.listNotificationsAfter({ userId: ann, afterId: first, limit: 0 }, asBusiness(ann));
    expect([after.fromLatest, after.notifications.map((n) => n.id)]).toEqual([false, [second, third]]);
    const stranger = await client.listNotificationsAfter(
      { userId: carol, afterId: first, limit: 0 },
      asBusiness(carol),
    );
    expect([stranger.fromLatest, stranger.notifications]).toEqual([true, []]);
    // The bell pages across the lead rows too.
    const page = await client.listNotifications({ userId: ann, beforeId: third, limit: 1 }, asBusiness(ann));
    expect(page.notifications.map((n) => n.id)).toEqual([second]);
    expect((await client.markNotificationsRead({ userId: bob, ids: [], all: true }, asBusiness(bob))).unreadCount).toBe(
      0,
    );
    expect(await unread(ann)).toBe(2);
  });

  it("reads an event's rows only for the users named, inside its range, and refuses a bad range", async () => {
    const ann = await userWith(2);
    const bob = await userWith(2, 'business');
    const [from, to] = [ann.ids[0], bob.ids[1]].map(String) as [string, string];
    const read = (request: { fromId: string; toId: string; userIds: string[] }) =>
      client.listAddedNotifications(request);
    // Bob's rows are in the range, but only Ann was named.
    const annOnly = await read({ fromId: from, toId: to, userIds: [ann.id] });
    expect(annOnly.notifications.every((n) => n.userId === ann.id)).toBe(true);
    // Ann's two rows and her stream-only one (userWith), in id order.
    expect(annOnly.notifications.map((n) => n.notification?.id).slice(0, 2)).toEqual(ann.ids);
    expect(annOnly.notifications.map((n) => n.notification?.kind)).toEqual([
      'job_cancelled',
      'job_cancelled',
      'lead_withdrawn',
    ]);
    // Ann's second row is outside this range.
    const narrow = await read({ fromId: from, toId: from, userIds: [ann.id, bob.id] });
    expect(narrow.notifications.map((n) => n.notification?.id)).toEqual([from]);
    for (const bad of [
      { fromId: to, toId: from, userIds: [ann.id] },
      { fromId: '1', toId: '20000', userIds: [ann.id] },
      { fromId: from, toId: to, userIds: [] },
      { fromId: from, toId: to, userIds: ['not-a-user'] },
      { fromId: 'x', toId: to, userIds: [ann.id] },
      { fromId: from, toId: to, userIds: Array.from({ length: 251 }, () => randomUUID()) },
    ]) {
      await expect(read(bad), JSON.stringify(bad).slice(0, 80)).rejects.toMatchObject({
        code: GrpcStatus.INVALID_ARGUMENT,
      });
    }
  });

  it('keeps 90 days of notifications and deletes what is older', async () => {
    const ann = await userWith(2);
    const [old, kept] = ann.ids as [string, string];
    await db()
      .update(userNotifications)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(userNotifications.id, BigInt(old)));
    await db()
      .update(userNotifications)
      .set({ createdAt: sql`now() - interval '89 days'` })
      .where(eq(userNotifications.id, BigInt(kept)));
    expect(await purgeOldNotifications(db())).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: userNotifications.id })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ann.id), eq(userNotifications.kind, 'job_cancelled')));
    expect(left.map((r) => r.id.toString())).toEqual([kept]);
  });

  it('keeps 90 days of new-lead rows, their read marks going with them', async () => {
    const customer = await knownUser('customer');
    const business = randomUUID();
    const [oldJob, keptJob] = [await postedJob(customer), await postedJob(customer)];
    for (const jobId of [oldJob, keptJob]) await leadsCreated(jobId, customer, [business]);
    await client.markNotificationsRead({ userId: business, ids: [], all: true }, asBusiness(business));
    await db()
      .update(leadNotifications)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(leadNotifications.jobId, oldJob));
    expect(await purgeOldNotifications(db())).toBeGreaterThanOrEqual(1);
    expect(await leadRowsOf(oldJob)).toEqual([]);
    expect((await bellOf(business)).map((n) => [n.jobId, n.read])).toEqual([[keptJob, true]]);
    const marks = await db().select().from(leadNotificationReads).where(eq(leadNotificationReads.userId, business));
    expect(marks).toHaveLength(1);
  });
});
