import type { jobsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs, reviews } from '../schema.js';
import { toReviewMessage } from './review-message.js';

const listRequest = z.object({ businessId: z.uuid(), limit: z.number().int().min(0).max(200) });

/** The business's reviews with their jobs' titles, newest first (limit 0: the default 50). */
export async function listBusinessReviews(
  { db }: JobsContext,
  raw: jobsRpc.ListBusinessReviewsRequest,
): Promise<jobsRpc.ListReviewsResponse> {
  const { businessId, limit } = parseOrInvalid(listRequest, raw);
  const rows = await db
    .select({ review: reviews, title: jobs.title, serviceName: jobs.serviceName })
    .from(reviews)
    .innerJoin(jobs, eq(jobs.id, reviews.jobId))
    // A review an admin hid is not on the public profile.
    .where(and(eq(reviews.businessId, businessId), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit || 50);
  return { reviews: rows.map((row) => toReviewMessage(row.review, row)) };
}

const ratingsRequest = z.object({ businessIds: z.array(z.uuid()).max(500) });

/** Average stars and review count per business; businesses without reviews are left out. */
export async function getBusinessRatings(
  { db }: JobsContext,
  raw: jobsRpc.GetBusinessRatingsRequest,
): Promise<jobsRpc.GetBusinessRatingsResponse> {
  const { businessIds } = parseOrInvalid(ratingsRequest, raw);
  if (businessIds.length === 0) return { ratings: [] };
  const rows = await db
    .select({ businessId: reviews.businessId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    // Nor in the rating.
    .where(and(inArray(reviews.businessId, [...new Set(businessIds)]), eq(reviews.hidden, false)))
    .groupBy(reviews.businessId);
  return {
    ratings: rows.map((row) => ({ businessId: row.businessId, average: Number(row.average), count: row.count })),
  };
}

/**
 * Every visible review on the marketplace: how many and their average stars (0 without any), the
 * home page's trust figures. A hidden review counts nowhere, as in the ratings above.
 */
export async function getReviewTotals({ db }: JobsContext): Promise<jobsRpc.GetReviewTotalsResponse> {
  const [totals] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.hidden, false));
  return { reviewsCount: totals?.count ?? 0, averageRating: totals?.average ? Number(totals.average) : 0 };
}
