import {
  AdminActionRecorded,
  adminAction,
  type jobsRpc,
  moderationMessages,
  moderationReason,
  reviewReportMessages,
} from '@localpros/contracts';
import { parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toReviewReportMessages } from '../reviews/review-report-message.js';
import { reviewReports, reviews } from '../schema.js';
import { changeReviewVisibility } from './review-visibility.js';
import { ADMIN_PAGE_SIZE } from './work-categories-admin.js';

const pageRequest = z.object({ pageIndex: z.number().int().min(0).max(100_000) });

/** The admin's queue: open reports, oldest first, each with its review as it is now. */
export async function adminListReviewReports(
  { db }: JobsContext,
  raw: jobsRpc.AdminPageRequest,
): Promise<jobsRpc.AdminReviewReportsResponse> {
  const { pageIndex } = parseOrInvalid(pageRequest, raw);
  const open = eq(reviewReports.status, 'open');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviewReports)
      .where(open)
      .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageIndex * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(reviewReports).where(open),
  ]);
  return { reports: await toReviewReportMessages(db, rows), count: total?.n ?? 0 };
}

/**
 * Every open report on a review an admin is hiding is upheld with the admin's reason: each
 * reporter sees that outcome.
 */
export async function upholdOpenReports(
  tx: Tx,
  reviewId: string,
  by: { adminId: string; reason: string },
): Promise<void> {
  await tx
    .update(reviewReports)
    .set({ status: 'upheld', outcomeReason: by.reason, resolvedBy: by.adminId, resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')));
}

const resolveRequest = z.object({
  adminId: z.uuid(),
  reportId: z.uuid(reviewReportMessages.reportNotFound),
  outcome: z.enum(['hide', 'dismiss'], 'The outcome must be hide or dismiss'),
  reason: moderationReason(moderationMessages.outcomeReasonRequired),
});

/**
 * The admin resolves an open report: hides its review with a reason (upholding every open report
 * on it; ReviewHidden is audited) or dismisses this one with a reason (audited here).
 */
export async function resolveReviewReport(
  { db, outbox }: JobsContext,
  raw: jobsRpc.ResolveReviewReportRequest,
): Promise<jobsRpc.ReviewReportResponse> {
  const input = parseOrInvalid(resolveRequest, raw);
  const row = await outbox.transaction(async (tx, events) => {
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, input.reportId)).for('update');
    if (!report) throw RpcError.notFound(reviewReportMessages.reportNotFound);
    if (report.status !== 'open') throw RpcError.failedPrecondition(reviewReportMessages.alreadyResolved);
    if (input.outcome === 'hide') {
      const [review] = await tx.select().from(reviews).where(eq(reviews.id, report.reviewId)).for('update');
      if (!review) throw RpcError.notFound('Review not found');
      await upholdOpenReports(tx, review.id, input);
      // Hidden meanwhile (another report, the Reviews table): the report is upheld, nothing else changes.
      if (!review.hidden) await changeReviewVisibility(tx, events, review, { ...input, hidden: true });
    } else {
      await tx
        .update(reviewReports)
        .set({
          status: 'dismissed',
          outcomeReason: input.reason,
          resolvedBy: input.adminId,
          resolvedAt: sql`now()`,
        })
        .where(eq(reviewReports.id, report.id));
      // The audit log keeps no free text (it may name people): the reason stays with the report.
      await events.record(
        AdminActionRecorded,
        adminAction(
          input.adminId,
          'review_report_dismissed',
          { type: 'review_report', id: report.id },
          `review ${report.reviewId}`,
        ),
      );
    }
    const [resolved] = await tx.select().from(reviewReports).where(eq(reviewReports.id, report.id));
    if (!resolved) throw new Error('the locked report is gone');
    return resolved;
  });
  const [report] = await toReviewReportMessages(db, [row]);
  return { report };
}
