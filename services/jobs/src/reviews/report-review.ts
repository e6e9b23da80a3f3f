import { randomUUID } from 'node:crypto';
import { type jobsRpc, REVIEW_REPORTS_PER_DAY, reviewReportInput, reviewReportMessages } from '@localpros/contracts';
import { advisoryXactLock, GrpcStatus, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { reviewReports, reviews } from '../schema.js';
import { toReviewReportMessages } from './review-report-message.js';

const reportRequest = reviewReportInput.and(z.object({ reporterId: z.uuid(), reviewId: z.uuid('Review not found') }));

/**
 * A signed-in customer or business reports a published review that is not its own. One open
 * report per reporter and review (the partial unique index decides under races), and at most
 * REVIEW_REPORTS_PER_DAY a day per reporter, counted under the reporter's lock.
 */
export async function reportReview(
  { db, outbox }: JobsContext,
  raw: jobsRpc.ReportReviewRequest,
): Promise<jobsRpc.ReviewReportResponse> {
  const input = parseOrInvalid(reportRequest, raw);
  const row = await outbox.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId));
    if (!review) throw RpcError.notFound('Review not found');
    if (review.customerId === input.reporterId) throw RpcError.failedPrecondition(reviewReportMessages.ownReview);
    if (review.hidden) throw RpcError.failedPrecondition(reviewReportMessages.alreadyHidden);
    await advisoryXactLock(tx, `review-reports:${input.reporterId}`);
    const [today] = await tx
      .select({ n: count() })
      .from(reviewReports)
      .where(
        and(eq(reviewReports.reporterId, input.reporterId), gt(reviewReports.createdAt, sql`now() - interval '1 day'`)),
      );
    if ((today?.n ?? 0) >= REVIEW_REPORTS_PER_DAY) {
      throw new RpcError(GrpcStatus.RESOURCE_EXHAUSTED, reviewReportMessages.tooMany);
    }
    const [inserted] = await tx
      .insert(reviewReports)
      .values({
        id: randomUUID(),
        reviewId: review.id,
        reporterId: input.reporterId,
        reason: input.reason,
        details: input.details,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw RpcError.alreadyExists(reviewReportMessages.alreadyReported);
    return inserted;
  });
  const [report] = await toReviewReportMessages(db, [row]);
  return { report };
}

const mineRequest = z.object({ reporterId: z.uuid() });

/** The reporter's own reports, newest first (the last 100), with their outcomes. */
export async function listMyReviewReports(
  { db }: JobsContext,
  raw: jobsRpc.ListMyReviewReportsRequest,
): Promise<jobsRpc.ReviewReportsResponse> {
  const { reporterId } = parseOrInvalid(mineRequest, raw);
  const rows = await db
    .select()
    .from(reviewReports)
    .where(eq(reviewReports.reporterId, reporterId))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id))
    .limit(100);
  return { reports: await toReviewReportMessages(db, rows) };
}
