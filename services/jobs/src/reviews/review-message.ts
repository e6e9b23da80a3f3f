import type { jobsRpc } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { asc, eq, inArray } from 'drizzle-orm';
import { type JobRow, toJobMessage } from '../jobs/job-message.js';
import { jobs, reviewModerations, reviews } from '../schema.js';

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A stored review, with the job it is about, as the gRPC message; with its moderation history
 * when the reader is one of its parties or the admin (never on the public list).
 */
export function toReviewMessage(
  row: ReviewRow,
  job: { title: string; serviceName: string; jobNumber?: string },
  moderations: jobsRpc.ReviewModeration[] = [],
): jobsRpc.Review {
  return {
    id: row.id,
    jobId: row.jobId,
    customerId: row.customerId,
    businessId: row.businessId,
    rating: row.rating,
    text: row.text,
    reply: row.reply ?? '',
    createdAt: new Date(row.createdAt).toISOString(),
    repliedAt: row.repliedAt ? new Date(row.repliedAt).toISOString() : '',
    jobTitle: job.title,
    serviceName: job.serviceName,
    hidden: row.hidden,
    hiddenReason: row.hiddenReason ?? '',
    jobNumber: job.jobNumber ?? '',
    moderations: moderations.length === 0 && row.hidden ? hiddenBeforeHistory(row) : moderations,
  };
}

/** A review hidden before its history was kept (issue 25) still shows the reason it was hidden with. */
const hiddenBeforeHistory = (row: ReviewRow): jobsRpc.ReviewModeration[] => [
  {
    action: 'hidden',
    reason: row.hiddenReason ?? '',
    at: row.moderatedAt ? new Date(row.moderatedAt).toISOString() : '',
    adminId: '',
  },
];

/** Each review's hides and restores, oldest first, by review id. */
export async function moderationsOf(db: Db, reviewIds: string[]): Promise<Map<string, jobsRpc.ReviewModeration[]>> {
  const byReview = new Map<string, jobsRpc.ReviewModeration[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select()
    .from(reviewModerations)
    .where(inArray(reviewModerations.reviewId, [...new Set(reviewIds)]))
    .orderBy(asc(reviewModerations.at), asc(reviewModerations.id));
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ action: row.action, reason: row.reason, at: new Date(row.at).toISOString(), adminId: row.adminId });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

/** The reviews of these jobs, by job id. */
export async function reviewsOfJobs(db: Db, jobIds: string[]): Promise<Map<string, ReviewRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select().from(reviews).where(inArray(reviews.jobId, jobIds));
  return new Map(rows.map((row) => [row.jobId, row]));
}

/** Jobs as gRPC messages, each with its review and that review's moderation history. */
export async function toJobMessagesWithReviews(db: Db, rows: JobRow[]): Promise<jobsRpc.Job[]> {
  const byJob = await reviewsOfJobs(
    db,
    rows.filter((row) => row.status === 'finished').map((row) => row.id),
  );
  const moderations = await moderationsOf(
    db,
    [...byJob.values()].map((review) => review.id),
  );
  return rows.map((row) => {
    const review = byJob.get(row.id);
    return toJobMessage(row, review && toReviewMessage(review, row, moderations.get(review.id)));
  });
}

/** A review with its job's title and service, read back from the database. */
export async function loadReviewMessage(db: Db, row: ReviewRow): Promise<jobsRpc.Review> {
  const [job] = await db
    .select({ title: jobs.title, serviceName: jobs.serviceName, jobNumber: jobs.jobNumber })
    .from(jobs)
    .where(eq(jobs.id, row.jobId));
  const moderations = await moderationsOf(db, [row.id]);
  return toReviewMessage(row, job ?? { title: '', serviceName: '' }, moderations.get(row.id));
}
