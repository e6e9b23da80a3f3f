import { randomUUID } from 'node:crypto';
import {
  JobCompleted,
  JobStatusChanged,
  type jobsRpc,
  QuoteAccepted,
  ReviewPosted,
  type serviceContracts,
  UserDeleted,
  UserVerified,
} from '@localpros/contracts';
import {
  createLogger,
  GrpcStatus,
  InProcessBus,
  idempotentHandler,
  prepareService,
  type RpcClient,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsService } from '../src/index.js';
import { posterConsumers } from '../src/jobs/poster-events.js';
import { quoteConsumers } from '../src/jobs/quote-events.js';
import { inbox, jobs as jobsTable, outbox, workCategories, workServices } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Jobs = RpcClient<typeof serviceContracts.jobs.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: Jobs;
let instance: Awaited<ReturnType<typeof prepareService<typeof jobsService.definition>>>;
const db = () => handle.database.db;
let category: { id: string; serviceId: string; serviceName: string };
let otherCategoryServiceId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  // The bus is never started: the test reads the outbox itself and delivers events by hand.
  const bus = new InProcessBus({ logger });
  instance = await prepareService(jobsService, { database: handle.database, bus, logger, env: {} });
  jobs = testServiceClient(instance, { logger });
  const services = await db()
    .select({ id: workServices.id, name: workServices.name, categoryId: workServices.categoryId })
    .from(workServices)
    .innerJoin(workCategories, eq(workCategories.id, workServices.categoryId))
    .orderBy(asc(workCategories.name), asc(workServices.name));
  const first = services[0];
  const other = services.find((s) => s.categoryId !== first?.categoryId);
  if (!first || !other) throw new Error('the seed has fewer than two work categories');
  category = { id: first.categoryId, serviceId: first.id, serviceName: first.name };
  otherCategoryServiceId = other.id;
});
afterAll(() => handle.drop());

/** Call options acting for this user, as the BFF's caller token would say. */
const actingAs = (id: string, type: string) => testCaller({ user: { id, type } });

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

function request(customerId: string, overrides: Partial<jobsRpc.PostJobRequest> = {}): jobsRpc.PostJobRequest {
  return {
    customerId,
    posterVerified: true,
    workCategoryId: category.id,
    serviceId: category.serviceId,
    location: 'sw',
    jobType: 'residential',
    title: 'Clean my oven',
    description: 'A very greasy oven in a small flat.',
    targetJobDone: 'flexible',
    specificDate: '',
    specificBusinessIds: [],
    ...overrides,
  };
}

/** The events of one type the jobs service wrote for a job. */
async function eventsFor(type: string, jobId: string) {
  return db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>'jobId' = ${jobId}`));
}

function deliver<P>(event: { type: string; version: number }, payload: P, id = randomUUID()) {
  const eventConsumer = [...posterConsumers, ...quoteConsumers({ logger })].find((s) => s.event.type === event.type);
  if (!eventConsumer) throw new Error(`jobs does not subscribe to ${event.type}`);
  const handler = idempotentHandler({
    consumer: 'jobs',
    db: db(),
    tables: jobsService.tables,
    eventConsumer,
    logger,
    outbox: instance.deps.outbox,
  });
  return handler(
    { id, type: event.type, version: event.version, occurredAt: new Date().toISOString(), correlationId: 't', payload },
    1,
  );
}

describe('jobs service (PostgreSQL)', () => {
  it('posts a verified customer’s job live, copying the service name and the centroid, with JobPosted', async () => {
    const customerId = randomUUID();
    const { job } = await jobs.postJob(request(customerId), actingAs(customerId, 'customer'));
    expect(job).toMatchObject({
      customerId,
      status: 'active',
      type: 'standard',
      live: true,
      location: 'SW',
      serviceName: category.serviceName,
      specificDate: '',
    });
    expect(job?.latitude).toBeGreaterThan(51);
    const posted = await eventsFor('JobPosted', job?.id ?? '');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.payload).toMatchObject({ customerId, serviceName: category.serviceName, location: 'SW' });
  });

  it('keeps an unverified poster’s job pending (no JobPosted) and lists it as active', async () => {
    const customerId = randomUUID();
    const { job } = await jobs.postJob(
      request(customerId, { posterVerified: false }),
      actingAs(customerId, 'customer'),
    );
    expect(job?.live).toBe(false);
    expect(await eventsFor('JobPosted', job?.id ?? '')).toHaveLength(0);
    const { jobs: active } = await jobs.listCustomerJobs(
      { customerId, status: 'active' },
      actingAs(customerId, 'customer'),
    );
    expect(active.map((j) => j.id)).toEqual([job?.id]);
  });

  it('makes pending jobs live on UserVerified exactly once, even when the event arrives twice', async () => {
    const customerId = randomUUID();
    const first = (await jobs.postJob(request(customerId, { posterVerified: false }), actingAs(customerId, 'customer')))
      .job;
    const second = (
      await jobs.postJob(
        request(customerId, { posterVerified: false, title: 'Second job' }),
        actingAs(customerId, 'customer'),
      )
    ).job;
    const payload = {
      userId: customerId,
      userType: 'customer' as const,
      email: 'ann@example.com',
      firstName: 'Ann',
      verifiedAt: new Date().toISOString(),
    };
    const eventId = randomUUID();
    expect(await deliver(UserVerified, payload, eventId)).toBe('processed');
    expect(await deliver(UserVerified, payload, eventId)).toBe('duplicate');
    for (const job of [first, second]) expect(await eventsFor('JobPosted', job?.id ?? '')).toHaveLength(1);
    const { jobs: active } = await jobs.listCustomerJobs(
      { customerId, status: 'active' },
      actingAs(customerId, 'customer'),
    );
    expect(active.every((j) => j.live)).toBe(true);
    expect(active.map((j) => j.title)).toEqual(['Second job', 'Clean my oven']);
    // A later verification event (another id) finds nothing pending and announces nothing again.
    expect(await deliver(UserVerified, payload)).toBe('processed');
    expect(await eventsFor('JobPosted', first?.id ?? '')).toHaveLength(1);
    const inboxRows = await db().select().from(inbox).where(eq(inbox.eventId, eventId));
    expect(inboxRows).toHaveLength(1);
  });

  it('ignores UserVerified for a business', async () => {
    const userId = randomUUID();
    const { job } = await jobs.postJob(request(userId, { posterVerified: false }), actingAs(userId, 'customer'));
    await deliver(UserVerified, {
      userId,
      userType: 'business',
      email: 'b@example.com',
      firstName: 'Bob',
      verifiedAt: new Date().toISOString(),
    });
    const [row] = await db()
      .select()
      .from(jobsTable)
      .where(eq(jobsTable.id, job?.id ?? ''));
    expect(row?.live).toBe(false);
  });

  it('refuses an unknown category, a service of another category and an unknown location, by field', async () => {
    const customerId = randomUUID();
    const unknown = await failure(
      jobs.postJob(
        request(customerId, { workCategoryId: randomUUID(), location: 'ZZ9' }),
        actingAs(customerId, 'customer'),
      ),
    );
    expect(unknown?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(unknown?.fieldErrors).toEqual([
      { path: 'category_id', message: 'Unknown work category' },
      { path: 'location', message: 'Unknown location' },
    ]);
    const wrongService = await failure(
      jobs.postJob(request(customerId, { serviceId: otherCategoryServiceId }), actingAs(customerId, 'customer')),
    );
    expect(wrongService?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(wrongService?.fieldErrors).toEqual([
      { path: 'service_id', message: 'This service is not in the chosen work category' },
    ]);
    const badShape = await failure(
      jobs.postJob(request(customerId, { jobType: 'castle', title: '' }), actingAs(customerId, 'customer')),
    );
    expect(badShape?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const noDate = await failure(
      jobs.postJob(request(customerId, { targetJobDone: 'specificDate' }), actingAs(customerId, 'customer')),
    );
    expect(noDate?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const { jobs: none } = await jobs.listCustomerJobs(
      { customerId, status: 'active' },
      actingAs(customerId, 'customer'),
    );
    expect(none).toHaveLength(0);
  });

  it('stores a specific date and the named businesses', async () => {
    const businessId = randomUUID();
    const customerId = randomUUID();
    const { job } = await jobs.postJob(
      request(customerId, {
        targetJobDone: 'specificDate',
        specificDate: '2031-05-06',
        specificBusinessIds: [businessId, businessId],
      }),
      actingAs(customerId, 'customer'),
    );
    expect(job?.specificDate).toBe('2031-05-06');
    expect(job?.specificBusinessIds).toEqual([businessId]);
  });

  it('cancels only the customer’s own active job, once, with JobCancelled', async () => {
    const customerId = randomUUID();
    const { job } = await jobs.postJob(request(customerId), actingAs(customerId, 'customer'));
    const jobId = job?.id ?? '';
    const strangerId = randomUUID();
    const stranger = await failure(jobs.cancelJob({ customerId: strangerId, jobId }, actingAs(strangerId, 'customer')));
    expect(stranger?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(stranger?.message).toBe('Job not found');
    const cancelled = await jobs.cancelJob({ customerId, jobId }, actingAs(customerId, 'customer'));
    expect(cancelled.job?.status).toBe('cancelled');
    const again = await failure(jobs.cancelJob({ customerId, jobId }, actingAs(customerId, 'customer')));
    expect(again?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(again?.message).toBe('Only an active job can be cancelled');
    expect(await eventsFor('JobCancelled', jobId)).toHaveLength(1);
    expect(
      (await jobs.listCustomerJobs({ customerId, status: 'active' }, actingAs(customerId, 'customer'))).jobs,
    ).toHaveLength(0);
    const { jobs: listed } = await jobs.listCustomerJobs(
      { customerId, status: 'cancelled' },
      actingAs(customerId, 'customer'),
    );
    expect(listed.map((j) => j.id)).toEqual([jobId]);
  });

  it('cancels a deleted customer’s active jobs, announcing only those that were live', async () => {
    const customerId = randomUUID();
    const live = (await jobs.postJob(request(customerId), actingAs(customerId, 'customer'))).job;
    const pending = (
      await jobs.postJob(request(customerId, { posterVerified: false }), actingAs(customerId, 'customer'))
    ).job;
    await deliver(UserDeleted, { userId: customerId, userType: 'customer', deletedAt: new Date().toISOString() });
    const { jobs: cancelled } = await jobs.listCustomerJobs(
      { customerId, status: 'cancelled' },
      actingAs(customerId, 'customer'),
    );
    expect(cancelled.map((j) => j.id).sort()).toEqual([live?.id, pending?.id].sort());
    expect(await eventsFor('JobCancelled', live?.id ?? '')).toHaveLength(1);
    expect(await eventsFor('JobCancelled', pending?.id ?? '')).toHaveLength(0);
  });
});

describe('a job from accepted quote to review', () => {
  /** A live job with a quote accepted on it (as the quotes service announces it). */
  async function startedJob() {
    const customerId = randomUUID();
    const { job } = await jobs.postJob(request(customerId), actingAs(customerId, 'customer'));
    const jobId = (job as jobsRpc.Job).id;
    const accepted = {
      quoteId: randomUUID(),
      leadId: randomUUID(),
      jobId,
      businessId: randomUUID(),
      customerId,
      costPence: 4_550,
      currency: 'GBP' as const,
      rateType: 'hourly' as const,
      acceptedAt: new Date().toISOString(),
    };
    expect(await deliver(QuoteAccepted, accepted)).toBe('processed');
    return { customerId, jobId, businessId: accepted.businessId, quoteId: accepted.quoteId };
  }

  it('starts the job with the business and charge of the accepted quote', async () => {
    const { customerId, jobId, businessId, quoteId } = await startedJob();
    const { jobs: inProgress } = await jobs.listCustomerJobs(
      { customerId, status: 'in_progress' },
      actingAs(customerId, 'customer'),
    );
    expect(inProgress[0]).toMatchObject({ id: jobId, businessId, quoteId, costPence: 4_550, rateType: 'hourly' });
    const { jobs: work } = await jobs.listBusinessJobs(
      { businessId, status: 'in_progress' },
      actingAs(businessId, 'business'),
    );
    expect(work.map((j) => j.id)).toEqual([jobId]);
    const [changed] = await eventsFor(JobStatusChanged.type, jobId);
    expect(changed?.payload).toMatchObject({ previousStatus: 'active', status: 'in_progress', businessId });
  });

  it('leaves a job cancelled before the accepted quote arrived cancelled', async () => {
    const customerId = randomUUID();
    const { job } = await jobs.postJob(request(customerId), actingAs(customerId, 'customer'));
    const jobId = (job as jobsRpc.Job).id;
    await jobs.cancelJob({ customerId, jobId }, actingAs(customerId, 'customer'));
    await deliver(QuoteAccepted, {
      quoteId: randomUUID(),
      leadId: randomUUID(),
      jobId,
      businessId: randomUUID(),
      customerId,
      costPence: 1_000,
      currency: 'GBP',
      rateType: 'flat',
      acceptedAt: new Date().toISOString(),
    });
    const [row] = await db().select().from(jobsTable).where(eq(jobsTable.id, jobId));
    expect(row).toMatchObject({ status: 'cancelled', businessId: null, quoteId: null });
  });

  it('is completed once, by its customer or its business only', async () => {
    const { customerId, jobId, businessId } = await startedJob();
    for (const stranger of [
      { userId: randomUUID(), role: 'customer' },
      { userId: randomUUID(), role: 'business' },
      { userId: customerId, role: 'business' },
    ]) {
      const attempt = jobs.completeJob({ ...stranger, jobId }, actingAs(stranger.userId, stranger.role));
      expect((await failure(attempt))?.code).toBe(GrpcStatus.NOT_FOUND);
    }
    // The role is the caller's: a customer's message claiming the business's role is refused.
    const claimed = await failure(
      jobs.completeJob({ userId: customerId, role: 'business', jobId }, actingAs(customerId, 'customer')),
    );
    expect(claimed?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const { job } = await jobs.completeJob(
      { userId: businessId, role: 'business', jobId },
      actingAs(businessId, 'business'),
    );
    expect(job).toMatchObject({ status: 'finished', finishedAt: expect.any(String) });
    const again = await failure(
      jobs.completeJob({ userId: customerId, role: 'customer', jobId }, actingAs(customerId, 'customer')),
    );
    expect(again?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(again?.message).toBe('Only a job in progress can be marked as complete');
    const [completed] = await eventsFor(JobCompleted.type, jobId);
    expect(completed?.payload).toMatchObject({ businessId, customerId, completedBy: 'business' });
    const cancel = await failure(jobs.cancelJob({ customerId, jobId }, actingAs(customerId, 'customer')));
    expect(cancel?.message).toBe('Only an active job can be cancelled');
  });

  it('takes one review of a finished job from its customer, and one reply from its business', async () => {
    const { customerId, jobId, businessId } = await startedJob();
    const early = await failure(
      jobs.postReview({ customerId, jobId, rating: 5, text: 'Early' }, actingAs(customerId, 'customer')),
    );
    expect(early?.message).toBe('Only a completed job can be reviewed');
    await jobs.completeJob({ userId: customerId, role: 'customer', jobId }, actingAs(customerId, 'customer'));
    const strangerId = randomUUID();
    const stranger = await failure(
      jobs.postReview({ customerId: strangerId, jobId, rating: 5, text: 'Hi' }, actingAs(strangerId, 'customer')),
    );
    expect(stranger?.code).toBe(GrpcStatus.NOT_FOUND);
    const { review } = await jobs.postReview(
      { customerId, jobId, rating: 3, text: '  Fine work  ' },
      actingAs(customerId, 'customer'),
    );
    expect(review).toMatchObject({
      jobId,
      businessId,
      rating: 3,
      text: 'Fine work',
      reply: '',
      jobTitle: 'Clean my oven',
    });
    const twice = await failure(
      jobs.postReview({ customerId, jobId, rating: 5, text: 'Again' }, actingAs(customerId, 'customer')),
    );
    expect(twice?.message).toBe('This job has already been reviewed');
    expect(await eventsFor(ReviewPosted.type, jobId)).toHaveLength(1);

    const reviewId = (review as jobsRpc.Review).id;
    const otherBusiness = randomUUID();
    const notTheirs = await failure(
      jobs.replyToReview({ businessId: otherBusiness, reviewId, reply: 'Hm' }, actingAs(otherBusiness, 'business')),
    );
    expect(notTheirs?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(
      (await jobs.replyToReview({ businessId, reviewId, reply: 'Thanks' }, actingAs(businessId, 'business'))).review
        ?.reply,
    ).toBe('Thanks');
    const again = await failure(
      jobs.replyToReview({ businessId, reviewId, reply: 'Twice' }, actingAs(businessId, 'business')),
    );
    expect(again?.message).toBe('You have already replied to this review');

    const { jobs: finished } = await jobs.listCustomerJobs(
      { customerId, status: 'finished' },
      actingAs(customerId, 'customer'),
    );
    expect(finished[0]?.review).toMatchObject({ id: reviewId, rating: 3, reply: 'Thanks' });
    expect((await jobs.listBusinessReviews({ businessId, limit: 0 })).reviews.map((r) => r.id)).toEqual([reviewId]);
  });

  it("averages a business's ratings over its reviews", async () => {
    const first = await startedJob();
    await jobs.completeJob(
      { userId: first.customerId, role: 'customer', jobId: first.jobId },
      actingAs(first.customerId, 'customer'),
    );
    await jobs.postReview(
      { customerId: first.customerId, jobId: first.jobId, rating: 5, text: 'Superb' },
      actingAs(first.customerId, 'customer'),
    );
    // A second job for the same business.
    const customerId = randomUUID();
    const { job } = await jobs.postJob(request(customerId), actingAs(customerId, 'customer'));
    const jobId = (job as jobsRpc.Job).id;
    await deliver(QuoteAccepted, {
      quoteId: randomUUID(),
      leadId: randomUUID(),
      jobId,
      businessId: first.businessId,
      customerId,
      costPence: 2_000,
      currency: 'GBP',
      rateType: 'daily',
      acceptedAt: new Date().toISOString(),
    });
    await jobs.completeJob(
      { userId: first.businessId, role: 'business', jobId },
      actingAs(first.businessId, 'business'),
    );
    await jobs.postReview({ customerId, jobId, rating: 2, text: 'Late' }, actingAs(customerId, 'customer'));
    const { ratings } = await jobs.getBusinessRatings({ businessIds: [first.businessId, randomUUID()] });
    expect(ratings).toEqual([{ businessId: first.businessId, average: 3.5, count: 2 }]);
  });
});
