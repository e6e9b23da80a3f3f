import { jobStatuses, type jobsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toJobMessagesWithReviews } from '../reviews/review-message.js';
import { jobs } from '../schema.js';

const request = z.object({ customerId: z.uuid(), status: z.enum(jobStatuses) });

/** The customer's own jobs in one status, newest first, with their reviews (a pending job counts as active). */
export async function listCustomerJobs(
  { db }: JobsContext,
  raw: jobsRpc.ListCustomerJobsRequest,
): Promise<jobsRpc.ListCustomerJobsResponse> {
  const { customerId, status } = parseOrInvalid(request, raw);
  const rows = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.status, status), isNull(jobs.deletedAt)))
    .orderBy(desc(jobs.createdAt))
    .limit(500);
  return { jobs: await toJobMessagesWithReviews(db, rows) };
}
