import type { jobsRpc } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { eq, inArray } from 'drizzle-orm';
import { jobs, type reviewReports, reviews } from '../schema.js';
import { moderationsOf, toReviewMessage } from './review-message.js';

export type ReviewReportRow = typeof reviewReports.$inferSelect;

const iso = (at: string | null) => (at ? new Date(at).toISOString() : '');

/** Reports as gRPC messages, each with its review (and that review's history) as it is now. */
export async function toReviewReportMessages(db: Db, rows: ReviewReportRow[]): Promise<jobsRpc.ReviewReport[]> {
  const reviewIds = [...new Set(rows.map((row) => row.reviewId))];
  if (reviewIds.length === 0) return [];
  const [found, moderations] = await Promise.all([
    db
      .select({ review: reviews, title: jobs.title, serviceName: jobs.serviceName, jobNumber: jobs.jobNumber })
      .from(reviews)
      .innerJoin(jobs, eq(jobs.id, reviews.jobId))
      .where(inArray(reviews.id, reviewIds)),
    moderationsOf(db, reviewIds),
  ]);
  const byId = new Map(
    found.map((row) => [row.review.id, toReviewMessage(row.review, row, moderations.get(row.review.id))]),
  );
  return rows.map((row) => ({
    id: row.id,
    reviewId: row.reviewId,
    reporterId: row.reporterId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    outcomeReason: row.outcomeReason ?? '',
    createdAt: iso(row.createdAt),
    resolvedAt: iso(row.resolvedAt),
    review: byId.get(row.reviewId),
  }));
}
