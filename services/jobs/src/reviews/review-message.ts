import type { jobsRpc } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { eq, inArray } from 'drizzle-orm';
import { type JobRow, toJobMessage } from '../jobs/job-message.js';
import { jobs, reviews } from '../schema.js';

export type ReviewRow = typeof reviews.$inferSelect;

/** A stored review, with the job it is about, as the gRPC message. */
export function toReviewMessage(
  row: ReviewRow,
  job: { title: string; serviceName: string; jobNumber?: string },
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
  };
}

/** The reviews of these jobs, by job id. */
export async function reviewsOfJobs(db: Db, jobIds: string[]): Promise<Map<string, ReviewRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select().from(reviews).where(inArray(reviews.jobId, jobIds));
  return new Map(rows.map((row) => [row.jobId, row]));
}

/** Jobs as gRPC messages, each with its review. */
export async function toJobMessagesWithReviews(db: Db, rows: JobRow[]): Promise<jobsRpc.Job[]> {
  const byJob = await reviewsOfJobs(
    db,
    rows.filter((row) => row.status === 'finished').map((row) => row.id),
  );
  return rows.map((row) => {
    const review = byJob.get(row.id);
    return toJobMessage(row, review && toReviewMessage(review, row));
  });
}

/** A review with its job's title and service, read back from the database. */
export async function loadReviewMessage(db: Db, row: ReviewRow): Promise<jobsRpc.Review> {
  const [job] = await db
    .select({ title: jobs.title, serviceName: jobs.serviceName, jobNumber: jobs.jobNumber })
    .from(jobs)
    .where(eq(jobs.id, row.jobId));
  return toReviewMessage(row, job ?? { title: '', serviceName: '' });
}
