import { type jobsRpc, ReviewHidden, ReviewRestored } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toReviewMessage } from '../reviews/review-message.js';
import { jobs, reviews } from '../schema.js';
import { ADMIN_PAGE_SIZE } from './work-categories-admin.js';

export const REASON_REQUIRED = 'A reason is required to hide a review';

const pageRequest = z.object({ pageIndex: z.number().int().min(0).max(100_000) });
const moderateRequest = z
  .object({
    adminId: z.uuid(),
    reviewId: z.uuid('Review not found'),
    hidden: z.boolean(),
    reason: z.string().trim().max(500, 'The reason must be 500 characters or fewer'),
  })
  .refine((v) => !v.hidden || v.reason.length > 0, { path: ['reason'], message: REASON_REQUIRED });

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
  return { reviews: rows.map((row) => toReviewMessage(row.review, row)), count: total?.n ?? 0 };
}

/**
 * Hides a review (off the public profile and the rating) or shows it again, with the reason both
 * parties are e-mailed (notifications follows ReviewHidden / ReviewRestored). No change, no event.
 */
export async function moderateReview(
  { outbox }: JobsContext,
  raw: jobsRpc.ModerateReviewRequest,
): Promise<jobsRpc.ReviewResponse> {
  const input = parseOrInvalid(moderateRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId)).for('update');
    if (!current) throw RpcError.notFound('Review not found');
    const [job] = await tx
      .select({ title: jobs.title, serviceName: jobs.serviceName, jobNumber: jobs.jobNumber })
      .from(jobs)
      .where(eq(jobs.id, current.jobId));
    const about = job ?? { title: '', serviceName: '' };
    if (current.hidden === input.hidden) return { review: toReviewMessage(current, about) };
    const [row] = await tx
      .update(reviews)
      .set({
        hidden: input.hidden,
        hiddenReason: input.hidden ? input.reason : null,
        moderatedAt: new Date().toISOString(),
      })
      .where(eq(reviews.id, current.id))
      .returning();
    if (!row) throw new Error('the locked review is gone');
    const payload = {
      reviewId: row.id,
      jobId: row.jobId,
      customerId: row.customerId,
      businessId: row.businessId,
      adminId: input.adminId,
      reason: input.reason,
      at: new Date().toISOString(),
    };
    await events.record(input.hidden ? ReviewHidden : ReviewRestored, payload);
    return { review: toReviewMessage(row, about) };
  });
}
