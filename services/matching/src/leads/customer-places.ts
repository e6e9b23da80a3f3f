import type { matchingRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { jobPlaces } from '../schema.js';
import { lockJob, toJobPlacesMessage, withdrawLeadsWithoutPlace } from './places.js';

const placesRequest = z.object({ customerId: z.uuid(), jobIds: z.array(z.uuid()).max(500) });
const jobRequest = z.object({ customerId: z.uuid(), jobId: z.uuid('Job not found') });

/** The customer's jobs' places ("k of N places taken" on the job cards). */
export async function getJobPlaces(
  { db }: MatchingContext,
  raw: matchingRpc.JobPlacesRequest,
): Promise<matchingRpc.JobPlacesResponse> {
  const { customerId, jobIds } = parseOrInvalid(placesRequest, raw);
  if (jobIds.length === 0) return { jobs: [] };
  const rows = await db
    .select()
    .from(jobPlaces)
    .where(and(eq(jobPlaces.customerId, customerId), inArray(jobPlaces.jobId, jobIds)));
  return { jobs: rows.map(toJobPlacesMessage) };
}

/**
 * "I've found someone": the job takes no new responses. The businesses holding a place keep it (and
 * may still quote); the others' leads are withdrawn, live (LeadDismissed job_closed). Closing twice
 * changes nothing. Another customer's job, or one not matched yet, is not found.
 */
export async function closeJobToResponses(
  { outbox }: MatchingContext,
  raw: matchingRpc.CustomerJobRequest,
): Promise<matchingRpc.JobPlacesResponse> {
  const { customerId, jobId } = parseOrInvalid(jobRequest, raw);
  return outbox.transaction(async (tx, events) => {
    // The job's lock first, as every change of its leads (places.ts): the order that cannot deadlock.
    await lockJob(tx, jobId);
    const [job] = await tx
      .select()
      .from(jobPlaces)
      .where(and(eq(jobPlaces.jobId, jobId), eq(jobPlaces.customerId, customerId)))
      .for('update');
    if (!job) throw RpcError.notFound('Job not found');
    if (job.closedAt) return { jobs: [toJobPlacesMessage(job)] };
    const [closed] = await tx
      .update(jobPlaces)
      .set({ closedAt: new Date().toISOString() })
      .where(eq(jobPlaces.jobId, jobId))
      .returning();
    if (!closed) throw new Error('the locked job places row is gone');
    await withdrawLeadsWithoutPlace(tx, events, jobId, 'job_closed');
    return { jobs: [toJobPlacesMessage(closed)] };
  });
}
