import { randomUUID } from 'node:crypto';
import { type jobsRpc, ReviewPosted } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs, reviews } from '../schema.js';
import { toReviewMessage } from './review-message.js';

// The BFF applies the form's rules with their messages; this guards the service's own data.
const request = z.object({
  customerId: z.uuid(),
  jobId: z.uuid(),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(2000),
});

/**
 * The customer reviews its own job once it is finished: only a job that went through a quote
 * and was marked complete has a business to review. The unique job_id makes it once per job.
 */
export async function postReview(
  { outbox }: JobsContext,
  raw: jobsRpc.PostReviewRequest,
): Promise<jobsRpc.ReviewResponse> {
  const input = parseOrInvalid(request, raw);
  return outbox.transaction(async (tx, events) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.customerId, input.customerId)));
    if (!job) throw RpcError.notFound('Job not found');
    if (job.status !== 'finished' || !job.businessId) {
      throw RpcError.failedPrecondition('Only a completed job can be reviewed');
    }
    const [row] = await tx
      .insert(reviews)
      .values({
        id: randomUUID(),
        jobId: job.id,
        customerId: job.customerId,
        businessId: job.businessId,
        rating: input.rating,
        text: input.text,
      })
      .onConflictDoNothing({ target: reviews.jobId })
      .returning();
    if (!row) throw RpcError.failedPrecondition('This job has already been reviewed');
    await events.record(ReviewPosted, {
      reviewId: row.id,
      jobId: row.jobId,
      customerId: row.customerId,
      businessId: row.businessId,
      rating: row.rating,
      text: row.text,
      postedAt: new Date(row.createdAt).toISOString(),
    });
    return { review: toReviewMessage(row, job) };
  });
}
