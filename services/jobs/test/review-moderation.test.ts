import { randomUUID } from 'node:crypto';
import { type jobsRpc, REVIEW_REPORTS_PER_DAY } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs as jobsTable, outbox, reviewModerations, reviewReports, reviews } from '../src/schema.js';
import { startJobsService } from './jobs-harness.js';

/** Issue 25, item 6: reviews that comply with the DMCC Act 2024 (PostgreSQL). */

let harness: Awaited<ReturnType<typeof startJobsService>>;
let jobs: Awaited<ReturnType<typeof startJobsService>>['jobs'];
const db = () => harness.handle.database.db;
const adminId = randomUUID();
const asAdmin = testCaller({ user: { id: adminId, type: 'admin' } });
const as = (id: string, type: 'customer' | 'business') => testCaller({ user: { id, type } });

beforeAll(async () => {
  harness = await startJobsService();
  jobs = harness.jobs;
});
afterAll(() => harness.handle.drop());

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

/** A job in `status`, done by `businessId` (the quote flow that gets it there has its own tests). */
async function jobIn(status: 'active' | 'in_progress' | 'finished' | 'cancelled', businessId: string | null) {
  const customerId = randomUUID();
  const job = await harness.postJob(customerId);
  await db().update(jobsTable).set({ status, businessId }).where(eq(jobsTable.id, job.id));
  return { customerId, jobId: job.id };
}

/** A published review of a finished job, through PostReview. */
async function publishedReview() {
  const businessId = randomUUID();
  const { customerId, jobId } = await jobIn('finished', businessId);
  const { review } = await jobs.postReview(
    { customerId, jobId, rating: 1, text: 'Never turned up' },
    as(customerId, 'customer'),
  );
  if (!review) throw new Error('no review');
  return { review, businessId, customerId };
}

const report = (reporterId: string, reviewId: string, fields: Partial<jobsRpc.ReportReviewRequest> = {}) =>
  jobs.reportReview(
    { reporterId, reviewId, reason: 'not_genuine_customer', details: '', ...fields },
    as(reporterId, 'business'),
  );

const reportsOf = (reviewId: string) => db().select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));

const eventsOf = (type: string, key: string, value: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>${key} = ${value}`));

describe('a review only from a completed job', () => {
  it('refuses a review of a job that is active, in progress, cancelled or has no business, and takes a finished one', async () => {
    for (const [status, businessId] of [
      ['active', null],
      ['in_progress', randomUUID()],
      ['cancelled', randomUUID()],
      ['finished', null],
    ] as const) {
      const { customerId, jobId } = await jobIn(status, businessId);
      const refused = await failure(
        jobs.postReview({ customerId, jobId, rating: 5, text: 'Lovely' }, as(customerId, 'customer')),
      );
      expect(refused?.code, status).toBe(GrpcStatus.FAILED_PRECONDITION);
      expect(refused?.message).toBe('Only a completed job can be reviewed');
    }
    // Nobody else's job: the same answer as a job that does not exist.
    const { jobId } = await jobIn('finished', randomUUID());
    const stranger = randomUUID();
    const notTheirs = await failure(
      jobs.postReview({ customerId: stranger, jobId, rating: 5, text: 'Great' }, as(stranger, 'customer')),
    );
    expect(notTheirs?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(await db().select().from(reviews).where(eq(reviews.jobId, jobId))).toEqual([]);
    // A business cannot write one for itself: PostReview is the customer's alone.
    const businessId = randomUUID();
    const asBusiness = await failure(
      jobs.postReview({ customerId: businessId, jobId, rating: 5, text: 'Me' }, as(businessId, 'business')),
    );
    expect(asBusiness?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });
});

describe('hiding and restoring with a reason and a history', () => {
  it('keeps every hide and restore (who, when, action, reason) and shows it to both parties', async () => {
    const { review, businessId, customerId } = await publishedReview();
    const reviewId = review.id;
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const refused = await failure(jobs.moderateReview({ adminId, reviewId, hidden: true, reason }, asAdmin));
      expect(refused?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    }
    expect(await db().select().from(reviewModerations).where(eq(reviewModerations.reviewId, reviewId))).toEqual([]);

    await jobs.moderateReview({ adminId, reviewId, hidden: true, reason: 'Names a member of staff' }, asAdmin);
    // Hiding a hidden review changes nothing and records nothing.
    await jobs.moderateReview({ adminId, reviewId, hidden: true, reason: 'Again' }, asAdmin);
    const { review: restored } = await jobs.moderateReview(
      { adminId, reviewId, hidden: false, reason: 'The name was the business owner, who agreed' },
      asAdmin,
    );
    expect(restored?.moderations.map(({ action, reason, adminId: by }) => ({ action, reason, by }))).toEqual([
      { action: 'hidden', reason: 'Names a member of staff', by: adminId },
      { action: 'restored', reason: 'The name was the business owner, who agreed', by: adminId },
    ]);
    expect(await eventsOf('ReviewHidden', 'reviewId', reviewId)).toHaveLength(1);
    expect((await eventsOf('ReviewRestored', 'reviewId', reviewId))[0]?.payload).toMatchObject({
      reason: 'The name was the business owner, who agreed',
    });

    // The customer on its History, the business on its completed jobs: the same history.
    const { jobs: customerJobs } = await jobs.listCustomerJobs(
      { customerId, status: 'finished' },
      as(customerId, 'customer'),
    );
    expect(customerJobs[0]?.review?.moderations).toHaveLength(2);
    const { jobs: businessJobs } = await jobs.listBusinessJobs(
      { businessId, status: 'finished' },
      as(businessId, 'business'),
    );
    expect(businessJobs[0]?.review?.moderations.map((m) => m.action)).toEqual(['hidden', 'restored']);
    // The public list never carries it.
    const { reviews: published } = await jobs.listBusinessReviews({ businessId, limit: 0 });
    expect(published.map((r) => [r.id, r.moderations])).toEqual([[reviewId, []]]);
  });

  it('shows a review hidden before the history was kept with the reason it was hidden with', async () => {
    const { review, customerId } = await publishedReview();
    await db()
      .update(reviews)
      .set({ hidden: true, hiddenReason: 'Abusive', moderatedAt: '2026-01-05T10:00:00Z' })
      .where(eq(reviews.id, review.id));
    const { jobs: finished } = await jobs.listCustomerJobs(
      { customerId, status: 'finished' },
      as(customerId, 'customer'),
    );
    expect(finished[0]?.review?.moderations).toEqual([
      { action: 'hidden', reason: 'Abusive', at: '2026-01-05T10:00:00.000Z', adminId: '' },
    ]);
  });
});

describe('reporting a review', () => {
  it('takes one open report per reporter and review, with a reason from the list', async () => {
    const { review, businessId, customerId } = await publishedReview();
    for (const fields of [
      { reason: '' },
      { reason: 'i_dont_like_it' },
      { reason: 'other', details: '  ' },
      { reason: 'offensive', details: 'x'.repeat(501) },
    ]) {
      const refused = await failure(report(businessId, review.id, fields));
      expect(refused?.code, JSON.stringify(fields)).toBe(GrpcStatus.INVALID_ARGUMENT);
    }
    const unknown = await failure(report(businessId, randomUUID()));
    expect(unknown?.code).toBe(GrpcStatus.NOT_FOUND);
    const own = await failure(
      jobs.reportReview(
        { reporterId: customerId, reviewId: review.id, reason: 'offensive', details: '' },
        as(customerId, 'customer'),
      ),
    );
    expect(own?.message).toBe('You cannot report your own review');
    expect(await reportsOf(review.id)).toEqual([]);

    const { report: made } = await report(businessId, review.id, { reason: 'other', details: 'We never did this job' });
    expect(made).toMatchObject({
      status: 'open',
      reason: 'other',
      details: 'We never did this job',
      outcomeReason: '',
    });
    const twice = await failure(report(businessId, review.id));
    expect(twice?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    // Another signed-in user may report it too.
    const other = randomUUID();
    await jobs.reportReview(
      { reporterId: other, reviewId: review.id, reason: 'offensive', details: '' },
      as(other, 'customer'),
    );
    expect(await reportsOf(review.id)).toHaveLength(2);
  });

  it('holds one open report under concurrent attempts', async () => {
    const { review, businessId } = await publishedReview();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => report(businessId, review.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await reportsOf(review.id)).toHaveLength(1);
  });

  it(`limits a reporter to ${REVIEW_REPORTS_PER_DAY} reports a day`, async () => {
    const reporter = randomUUID();
    for (let i = 0; i < REVIEW_REPORTS_PER_DAY; i += 1) {
      const { review } = await publishedReview();
      await report(reporter, review.id);
    }
    const { review } = await publishedReview();
    const limited = await failure(report(reporter, review.id));
    expect(limited?.code).toBe(GrpcStatus.RESOURCE_EXHAUSTED);
    expect(await reportsOf(review.id)).toEqual([]);
  });

  it('queues open reports for the admin, who hides the review with a reason or dismisses a report; the reporter sees the outcome', async () => {
    // The queue is oldest first: the other tests' open reports are closed so these fill the first page.
    await db().update(reviewReports).set({ status: 'dismissed' }).where(eq(reviewReports.status, 'open'));
    const first = await publishedReview();
    const second = await publishedReview();
    const otherReporter = randomUUID();
    const { report: byBusiness } = await report(first.businessId, first.review.id);
    const { report: byOther } = await report(otherReporter, first.review.id, { reason: 'offensive' });
    const { report: toDismiss } = await report(second.businessId, second.review.id);
    if (!byBusiness || !byOther || !toDismiss) throw new Error('no reports');

    const queue = await jobs.adminListReviewReports({ pageIndex: 0 }, asAdmin);
    const queued = queue.reports.map((r) => r.id);
    expect(queued).toEqual([byBusiness.id, byOther.id, toDismiss.id]);
    expect(queue.count).toBe(3);
    expect(queue.reports.find((r) => r.id === byBusiness.id)?.review?.text).toBe('Never turned up');

    for (const [fields, code] of [
      [{ outcome: 'hide', reason: '' }, GrpcStatus.INVALID_ARGUMENT],
      [{ outcome: 'delete', reason: 'Fake' }, GrpcStatus.INVALID_ARGUMENT],
      [{ outcome: 'dismiss', reason: 'x'.repeat(501) }, GrpcStatus.INVALID_ARGUMENT],
      [{ outcome: 'hide', reason: 'Fake', reportId: randomUUID() }, GrpcStatus.NOT_FOUND],
    ] as const) {
      const refused = await failure(jobs.resolveReviewReport({ adminId, reportId: byBusiness.id, ...fields }, asAdmin));
      expect(refused?.code, JSON.stringify(fields)).toBe(code);
    }
    expect((await reportsOf(first.review.id)).map((r) => r.status)).toEqual(['open', 'open']);

    const { report: upheld } = await jobs.resolveReviewReport(
      { adminId, reportId: byBusiness.id, outcome: 'hide', reason: 'The customer could not show the job was done' },
      asAdmin,
    );
    expect(upheld).toMatchObject({ status: 'upheld', outcomeReason: 'The customer could not show the job was done' });
    expect(upheld?.review).toMatchObject({
      hidden: true,
      hiddenReason: 'The customer could not show the job was done',
    });
    // Every open report on the hidden review is upheld with it; each reporter sees that.
    const { reports: others } = await jobs.listMyReviewReports(
      { reporterId: otherReporter },
      as(otherReporter, 'customer'),
    );
    expect(others.map((r) => [r.id, r.status])).toEqual([[byOther.id, 'upheld']]);
    const again = await failure(
      jobs.resolveReviewReport({ adminId, reportId: byOther.id, outcome: 'dismiss', reason: 'Late' }, asAdmin),
    );
    expect(again?.message).toBe('This report has already been resolved');

    await jobs.resolveReviewReport(
      { adminId, reportId: toDismiss.id, outcome: 'dismiss', reason: 'The job was done and paid through LocalPros' },
      asAdmin,
    );
    const { reports: mine } = await jobs.listMyReviewReports(
      { reporterId: second.businessId },
      as(second.businessId, 'business'),
    );
    expect(mine[0]).toMatchObject({
      status: 'dismissed',
      outcomeReason: 'The job was done and paid through LocalPros',
      review: { hidden: false },
    });
    // The dismissal is audited (the admin service keeps AdminActionRecorded), without the free text.
    const [audited] = await eventsOf('AdminActionRecorded', 'targetId', toDismiss.id);
    expect(audited?.payload).toMatchObject({ adminId, action: 'review_report_dismissed', targetType: 'review_report' });
    expect(JSON.stringify(audited?.payload)).not.toContain('paid through');
    expect(await jobs.adminListReviewReports({ pageIndex: 0 }, asAdmin)).toEqual({ reports: [], count: 0 });
    // A hidden review cannot be reported again.
    const hidden = await failure(report(randomUUID(), first.review.id));
    expect(hidden?.message).toBe('This review is already hidden');
  });

  it('lets only the admin moderate or resolve, and only the reporter list its reports', async () => {
    const { review, businessId } = await publishedReview();
    const { report: made } = await report(businessId, review.id);
    const asOwner = as(businessId, 'business');
    const moderate = await failure(
      jobs.moderateReview({ adminId: businessId, reviewId: review.id, hidden: true, reason: 'Paid' }, asOwner),
    );
    expect(moderate?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const resolve = await failure(
      jobs.resolveReviewReport(
        { adminId: businessId, reportId: made?.id ?? '', outcome: 'hide', reason: 'Paid' },
        asOwner,
      ),
    );
    expect(resolve?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    const someoneElse = await failure(
      jobs.listMyReviewReports({ reporterId: businessId }, as(randomUUID(), 'business')),
    );
    expect(someoneElse?.code).toBe(GrpcStatus.PERMISSION_DENIED);
    expect((await reportsOf(review.id))[0]?.status).toBe('open');
  });
});
