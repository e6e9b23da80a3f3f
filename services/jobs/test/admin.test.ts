import { randomUUID } from 'node:crypto';
import type { jobsRpc, serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsService } from '../src/index.js';
import { jobs as jobsTable, outbox, reviews, workCategories, workServices } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Jobs = RpcClient<typeof serviceContracts.jobs.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let jobs: Jobs;
const db = () => handle.database.db;
let seeded: { categoryId: string; serviceId: string };
const adminId = randomUUID();
const asAdmin = testCaller({ user: { id: adminId, type: 'admin' } });
const asCustomer = (id: string) => testCaller({ user: { id, type: 'customer' } });

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(jobsService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  jobs = testServiceClient(instance, { logger });
  const [first] = await db()
    .select({ id: workServices.id, categoryId: workServices.categoryId })
    .from(workServices)
    .orderBy(asc(workServices.name));
  if (!first) throw new Error('no seeded service');
  seeded = { categoryId: first.categoryId, serviceId: first.id };
});
afterAll(() => handle.drop());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

const jobRequest = (customerId: string, overrides: Partial<jobsRpc.PostJobRequest> = {}): jobsRpc.PostJobRequest => ({
  customerId,
  posterVerified: true,
  workCategoryId: seeded.categoryId,
  serviceId: seeded.serviceId,
  location: 'SW',
  jobType: 'residential',
  title: 'Paint the hall',
  description: 'Two coats, white.',
  targetJobDone: 'flexible',
  specificDate: '',
  specificBusinessIds: [],
  ...overrides,
});

const eventsOf = (type: string, key: string, value: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>${key} = ${value}`));

async function postJob(customerId = randomUUID()) {
  const { job } = await jobs.postJob(jobRequest(customerId), asCustomer(customerId));
  if (!job) throw new Error('no job');
  return job;
}

describe('jobs admin (PostgreSQL)', () => {
  it('numbers jobs LP-nnnnnn in posting order and carries the number in JobPosted', async () => {
    const first = await postJob();
    const second = await postJob();
    expect(first.jobNumber).toMatch(/^LP-\d{6,}$/);
    expect(Number(second.jobNumber.slice(3))).toBe(Number(first.jobNumber.slice(3)) + 1);
    const [posted] = await eventsOf('JobPosted', 'jobId', first.id);
    expect(posted?.payload).toMatchObject({ jobNumber: first.jobNumber });
  });

  it('deactivates and activates a job once each (JobDeactivated, JobActivated), and a repeat publishes nothing', async () => {
    const job = await postJob();
    const off = await jobs.setJobActive({ adminId, jobId: job.id, isActive: false }, asAdmin);
    expect(off.job?.isActive).toBe(false);
    await jobs.setJobActive({ adminId, jobId: job.id, isActive: false }, asAdmin);
    expect(await eventsOf('JobDeactivated', 'jobId', job.id)).toHaveLength(1);
    const on = await jobs.setJobActive({ adminId, jobId: job.id, isActive: true }, asAdmin);
    expect(on.job?.isActive).toBe(true);
    const [activated] = await eventsOf('JobActivated', 'jobId', job.id);
    expect(activated?.payload).toMatchObject({ jobId: job.id, customerId: job.customerId, adminId });
  });

  it('deletes a job softly: out of the customer’s list, JobDeleted, and a second delete is 404', async () => {
    const customerId = randomUUID();
    const job = await postJob(customerId);
    await jobs.deleteJob({ adminId, jobId: job.id }, asAdmin);
    const { jobs: listed } = await jobs.listCustomerJobs({ customerId, status: 'active' }, asCustomer(customerId));
    expect(listed.map((j) => j.id)).not.toContain(job.id);
    expect(await db().select().from(jobsTable).where(eq(jobsTable.id, job.id))).toHaveLength(1);
    expect(await eventsOf('JobDeleted', 'jobId', job.id)).toHaveLength(1);
    expect((await failure(jobs.deleteJob({ adminId, jobId: job.id }, asAdmin)))?.code).toBe(GrpcStatus.NOT_FOUND);
    expect((await failure(jobs.setJobActive({ adminId, jobId: job.id, isActive: true }, asAdmin)))?.code).toBe(
      GrpcStatus.NOT_FOUND,
    );
  });

  it('refuses the admin RPCs to a customer', async () => {
    const customerId = randomUUID();
    const error = await failure(
      jobs.setJobActive({ adminId: customerId, jobId: randomUUID(), isActive: false }, asCustomer(customerId)),
    );
    expect(error?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });

  it('posts a premium job for a new customer, live at once, with the chosen providers', async () => {
    const customerId = randomUUID();
    const provider = randomUUID();
    const { job } = await jobs.postJobForCustomer(
      { adminId, job: jobRequest(customerId, { posterVerified: false, specificBusinessIds: [provider] }) },
      asAdmin,
    );
    expect(job).toMatchObject({ type: 'premium', live: true, specificBusinessIds: [provider] });
    const [posted] = await eventsOf('JobPosted', 'jobId', job?.id ?? '');
    expect(posted?.payload).toMatchObject({ type: 'premium', specificBusinessIds: [provider] });
  });

  it('adds categories with unique names whatever the case, lists them 10 a page', async () => {
    const name = `Roofing ${randomUUID().slice(0, 6)}`;
    const { workCategory } = await jobs.addWorkCategory({ adminId, name }, asAdmin);
    expect(workCategory).toMatchObject({ name, isActive: true });
    const taken = await failure(jobs.addWorkCategory({ adminId, name: name.toUpperCase() }, asAdmin));
    expect(taken?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(taken?.message).toBe('A work category with this name already exists');
    const empty = await failure(jobs.addWorkCategory({ adminId, name: '  ' }, asAdmin));
    expect(empty?.code).toBe(GrpcStatus.INVALID_ARGUMENT);

    const id = workCategory?.id ?? '';
    await jobs.addWorkService({ adminId, workCategoryId: id, name: 'Gutters' }, asAdmin);
    const { service } = await jobs.addWorkService({ adminId, workCategoryId: id, name: 'Flat roofs' }, asAdmin);
    const dup = await failure(jobs.addWorkService({ adminId, workCategoryId: id, name: 'GUTTERS' }, asAdmin));
    expect(dup?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    await jobs.updateWorkService({ adminId, serviceId: service?.id ?? '', isActive: false }, asAdmin);

    const total =
      (await db().select({ n: sql<number>`count(*)::int` }).from(workCategories).where(sql`deleted_at is null`))[0]
        ?.n ?? 0;
    const pages = Math.ceil(total / 10);
    const all: jobsRpc.AdminWorkCategory[] = [];
    for (let pageIndex = 0; pageIndex < pages + 1; pageIndex++) {
      const page = await jobs.adminListWorkCategories({ pageIndex }, asAdmin);
      expect(page.count).toBe(total);
      expect(page.workCategories.length).toBe(Math.max(0, Math.min(10, total - pageIndex * 10)));
      all.push(...page.workCategories);
    }
    expect(all.find((c) => c.id === id)).toMatchObject({ name, isActive: true });
  });

  it('keeps inactive and deleted categories and services out of the public list and of new jobs; old jobs keep names', async () => {
    const { workCategory } = await jobs.addWorkCategory(
      { adminId, name: `Pools ${randomUUID().slice(0, 6)}` },
      asAdmin,
    );
    const categoryId = workCategory?.id ?? '';
    const { service } = await jobs.addWorkService(
      { adminId, workCategoryId: categoryId, name: 'Pool cleaning' },
      asAdmin,
    );
    const serviceId = service?.id ?? '';
    const publicList = async () => (await jobs.listWorkCategories({})).workCategories;
    expect((await publicList()).find((c) => c.id === categoryId)?.services).toEqual([
      { id: serviceId, name: 'Pool cleaning' },
    ]);

    const customerId = randomUUID();
    const { job } = await jobs.postJob(
      jobRequest(customerId, { workCategoryId: categoryId, serviceId }),
      asCustomer(customerId),
    );
    await jobs.updateWorkService({ adminId, serviceId, name: 'Pool care' }, asAdmin);
    expect(await eventsOf('WorkCategoriesChanged', 'serviceId', serviceId)).toHaveLength(2);

    await jobs.updateWorkCategory({ adminId, workCategoryId: categoryId, isActive: false }, asAdmin);
    expect((await publicList()).map((c) => c.id)).not.toContain(categoryId);
    const refused = await failure(
      jobs.postJob(jobRequest(customerId, { workCategoryId: categoryId, serviceId }), asCustomer(customerId)),
    );
    expect(refused?.code).toBe(GrpcStatus.INVALID_ARGUMENT);

    await jobs.updateWorkCategory({ adminId, workCategoryId: categoryId, isActive: true }, asAdmin);
    await jobs.deleteWorkService({ adminId, serviceId }, asAdmin);
    expect((await publicList()).find((c) => c.id === categoryId)?.services).toEqual([]);
    await jobs.deleteWorkCategory({ adminId, workCategoryId: categoryId }, asAdmin);
    expect((await publicList()).map((c) => c.id)).not.toContain(categoryId);
    const gone = await failure(jobs.listCategoryServices({ adminId, workCategoryId: categoryId }, asAdmin));
    expect(gone?.code).toBe(GrpcStatus.NOT_FOUND);

    // Every change is in the audit log, recorded with the change, naming the admin.
    const audited = async (key: 'targetId', id: string) =>
      (await eventsOf('AdminActionRecorded', key, id))
        .map((row) => row.payload as { adminId: string; action: string; detail: string; at: string })
        .sort((a, b) => a.at.localeCompare(b.at))
        .map(({ adminId: by, action, detail }) => [by, action, detail]);
    const name = workCategory?.name ?? '';
    expect(await audited('targetId', categoryId)).toEqual([
      [adminId, 'work_category_changed', `category "${name}" added`],
      [adminId, 'work_category_changed', `category "${name}" deactivated`],
      [adminId, 'work_category_changed', `category "${name}" activated`],
      [adminId, 'work_category_changed', `category "${name}" deleted`],
    ]);
    expect(await audited('targetId', serviceId)).toEqual([
      [adminId, 'work_category_changed', 'service "Pool cleaning" added'],
      [adminId, 'work_category_changed', 'service "Pool cleaning" renamed to "Pool care"'],
      [adminId, 'work_category_changed', 'service "Pool care" deleted'],
    ]);

    // The job posted before keeps the name it was posted with; the deleted name may be used again.
    const { jobs: listed } = await jobs.listCustomerJobs({ customerId, status: 'active' }, asCustomer(customerId));
    expect(listed.find((j) => j.id === job?.id)?.serviceName).toBe('Pool cleaning');
    await expect(jobs.addWorkCategory({ adminId, name: workCategory?.name ?? '' }, asAdmin)).resolves.toBeDefined();
  });

  it("sets a category's cap on responses per job: jobs posted after carry it, bad caps change nothing", async () => {
    const { workCategory } = await jobs.addWorkCategory(
      { adminId, name: `Capped ${randomUUID().slice(0, 8)}` },
      asAdmin,
    );
    const categoryId = workCategory?.id ?? '';
    expect(workCategory?.responseCap).toBe(5);
    const { service } = await jobs.addWorkService({ adminId, workCategoryId: categoryId, name: 'Gutters' }, asAdmin);
    const serviceId = service?.id ?? '';
    const post = async () => {
      const customerId = randomUUID();
      const { job } = await jobs.postJob(
        jobRequest(customerId, { workCategoryId: categoryId, serviceId }),
        asCustomer(customerId),
      );
      const [posted] = await eventsOf('JobPosted', 'jobId', job?.id ?? '');
      return (posted?.payload as { responseCap?: number | null } | undefined)?.responseCap;
    };
    expect(await post()).toBe(5);

    // A fraction cannot travel in an int32: the BFF refuses it (e2e/leads/places.e2e.test.ts).
    for (const bad of [-1, 51]) {
      const refused = await failure(
        jobs.updateWorkCategory({ adminId, workCategoryId: categoryId, responseCap: bad }, asAdmin),
      );
      expect(refused?.code, String(bad)).toBe(GrpcStatus.INVALID_ARGUMENT);
    }
    const [unchanged] = await db().select().from(workCategories).where(eq(workCategories.id, categoryId));
    expect(unchanged?.responseCap).toBe(5);

    const { workCategory: capped } = await jobs.updateWorkCategory(
      { adminId, workCategoryId: categoryId, responseCap: 2 },
      asAdmin,
    );
    expect(capped).toMatchObject({ responseCap: 2, isActive: true });
    expect(await post()).toBe(2);
    // 0: no cap (null on JobPosted).
    await jobs.updateWorkCategory({ adminId, workCategoryId: categoryId, responseCap: 0 }, asAdmin);
    expect(await post()).toBeNull();
    // The same cap again is no change, and audited once per change.
    await jobs.updateWorkCategory({ adminId, workCategoryId: categoryId, responseCap: 0 }, asAdmin);
    const audited = (await eventsOf('AdminActionRecorded', 'targetId', categoryId)).map(
      (row) => (row.payload as { detail: string }).detail,
    );
    const name = workCategory?.name ?? '';
    expect(audited.filter((detail) => detail.includes('response cap')).sort()).toEqual(
      [
        `category "${name}" response cap changed from 5 to 2`,
        `category "${name}" response cap changed from 2 to no cap`,
      ].sort(),
    );
    const nothing = await failure(jobs.updateWorkCategory({ adminId, workCategoryId: categoryId }, asAdmin));
    expect(nothing?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
  });

  it('hides a review (reason required) out of the public list and the rating, and restores it', async () => {
    const businessId = randomUUID();
    const customerId = randomUUID();
    const job = await postJob(customerId);
    const reviewId = randomUUID();
    await db()
      .insert(reviews)
      .values({ id: reviewId, jobId: job.id, customerId, businessId, rating: 1, text: 'Rude and late' });
    const otherJob = await postJob(customerId);
    await db()
      .insert(reviews)
      .values({ id: randomUUID(), jobId: otherJob.id, customerId, businessId, rating: 5, text: 'Great' });
    const rating = async () => (await jobs.getBusinessRatings({ businessIds: [businessId] })).ratings[0];
    expect(await rating()).toMatchObject({ average: 3, count: 2 });

    const noReason = await failure(jobs.moderateReview({ adminId, reviewId, hidden: true, reason: ' ' }, asAdmin));
    expect(noReason?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const { review } = await jobs.moderateReview({ adminId, reviewId, hidden: true, reason: 'Abusive' }, asAdmin);
    expect(review).toMatchObject({ hidden: true, hiddenReason: 'Abusive', jobNumber: job.jobNumber });
    expect(await rating()).toMatchObject({ average: 5, count: 1 });
    const { reviews: visible } = await jobs.listBusinessReviews({ businessId, limit: 0 });
    expect(visible.map((r) => r.id)).not.toContain(reviewId);
    const [hidden] = await eventsOf('ReviewHidden', 'reviewId', reviewId);
    expect(hidden?.payload).toMatchObject({ customerId, businessId, reason: 'Abusive', adminId });

    const listed = await jobs.adminListReviews({ pageIndex: 0 }, asAdmin);
    expect(listed.reviews.find((r) => r.id === reviewId)).toMatchObject({ hidden: true });

    // Restoring needs a reason too (the parties are told why it is back): refused, nothing written.
    const bareRestore = await failure(jobs.moderateReview({ adminId, reviewId, hidden: false, reason: '' }, asAdmin));
    expect(bareRestore?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    expect(await rating()).toMatchObject({ average: 5, count: 1 });
    await jobs.moderateReview({ adminId, reviewId, hidden: false, reason: 'Checked with the customer' }, asAdmin);
    expect(await rating()).toMatchObject({ average: 3, count: 2 });
    expect(await eventsOf('ReviewRestored', 'reviewId', reviewId)).toHaveLength(1);
  });
});
