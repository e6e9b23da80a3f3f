import type { jobsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toJobMessagesWithReviews } from '../reviews/review-message.js';
import { jobs } from '../schema.js';

const businessJobsRequest = z.object({ businessId: z.uuid(), status: z.enum(['in_progress', 'finished']) });

/** The jobs the business won, in one status, newest first, with their reviews. */
export async function listBusinessJobs(
  { db }: JobsContext,
  raw: jobsRpc.ListBusinessJobsRequest,
): Promise<jobsRpc.JobsResponse> {
  const { businessId, status } = parseOrInvalid(businessJobsRequest, raw);
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.businessId, businessId), eq(jobs.status, status), isNull(jobs.deletedAt)))
    .orderBy(desc(jobs.createdAt))
    .limit(500);
  return { jobs: await toJobMessagesWithReviews(db, rows) };
}
