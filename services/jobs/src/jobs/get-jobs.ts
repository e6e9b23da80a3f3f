import type { jobsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { desc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toJobMessagesWithReviews } from '../reviews/review-message.js';
import { jobs } from '../schema.js';

const getJobsRequest = z.object({ jobIds: z.array(z.uuid()).max(500) });

/** These jobs by id, newest first (unknown ids left out), for callers composing their own lists. */
export async function getJobs({ db }: JobsContext, raw: jobsRpc.GetJobsRequest): Promise<jobsRpc.JobsResponse> {
  const { jobIds } = parseOrInvalid(getJobsRequest, raw);
  if (jobIds.length === 0) return { jobs: [] };
  const rows = await db.select().from(jobs).where(inArray(jobs.id, jobIds)).orderBy(desc(jobs.createdAt));
  return { jobs: await toJobMessagesWithReviews(db, rows) };
}
