import { type jobsRpc, moderationMessages, moderationReason } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { loadReviewMessage, moderationsOf, toReviewMessage } from '../reviews/review-message.js';
import { jobs, reviews } from '../schema.js';
import { upholdOpenReports } from './review-reports-admin.js';
import { changeReviewVisibility } from './review-visibility.js';
import { ADMIN_PAGE_SIZE } from './work-categories-admin.js';

const pageRequest = z.object({ pageIndex: z.number().int().min(0).max(100_000) });
const moderateRequest = z.object({
  adminId: z.uuid(),
  reviewId: z.uuid('Review not found'),
  hidden: z.boolean(),
  reason: moderationReason(moderationMessages.reasonRequired),
});

/** Every review, hidden ones included, newest first, with its job's number and title. */
export async function adminListReviews(
  { db }: JobsContext,
  raw: jobsRpc.AdminPageRequest,
): Promise<jobsRpc.AdminReviewsResponse> {
  const { pageIndex } = parseOrInvalid(pageRequest, raw);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, title: jobs.title, serviceName: jobs.serviceName, jobNumber: jobs.jobNumber })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(pageIndex * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(reviews),
  ]);
  const moderations = await moderationsOf(
    db,
    rows.map((row) => row.review.id),
  );
  return {
    reviews: rows.map((row) => toReviewMessage(row.review, row, moderations.get(row.review.id))),
    count: total?.n ?? 0,
  };
}

/**
 * Hides a review (off the public profile and the rating) or shows it again, a reason required
 * either way: it is kept in the review's history and both parties see it. No change, no write.
 */
export async function moderateReview(
  { db, outbox }: JobsContext,
  raw: jobsRpc.ModerateReviewRequest,
): Promise<jobsRpc.ReviewResponse> {
  const input = parseOrInvalid(moderateRequest, raw);
  const review = await outbox.transaction(async (tx, events) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId)).for('update');
    if (!current) throw RpcError.notFound('Review not found');
    if (current.hidden === input.hidden) return current;
    if (input.hidden) await upholdOpenReports(tx, current.id, input);
    return changeReviewVisibility(tx, events, current, input);
  });
  return { review: await loadReviewMessage(db, review) };
}
