import { JobActivated, JobDeactivated, JobDeleted, type jobsRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { toJobMessage } from '../jobs/job-message.js';
import { jobs } from '../schema.js';

const setActiveRequest = z.object({ adminId: z.uuid(), jobId: z.uuid('Job not found'), isActive: z.boolean() });
const jobRequest = z.object({ adminId: z.uuid(), jobId: z.uuid('Job not found') });

/**
 * An admin takes a job off the marketplace or puts it back. Only a real change is announced, so a
 * repeated click publishes nothing; matching withdraws or restores the job's leads.
 */
export async function setJobActive(
  { outbox }: JobsContext,
  raw: jobsRpc.SetJobActiveRequest,
): Promise<jobsRpc.JobResponse> {
  const { adminId, jobId, isActive } = parseOrInvalid(setActiveRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw RpcError.notFound('Job not found');
    if (job.isActive === isActive) return { job: toJobMessage(job) };
    const [row] = await tx.update(jobs).set({ isActive }).where(eq(jobs.id, jobId)).returning();
    if (!row) throw new Error('the locked job is gone');
    const at = new Date().toISOString();
    if (isActive) await events.record(JobActivated, { jobId, customerId: row.customerId, adminId, activatedAt: at });
    else await events.record(JobDeactivated, { jobId, customerId: row.customerId, adminId, deactivatedAt: at });
    return { job: toJobMessage(row) };
  });
}

/**
 * Deleting is soft: the row stays (quotes, reviews and the admin's records refer to it) but the job
 * leaves every list, and matching withdraws its leads for good.
 */
export async function deleteJob({ outbox }: JobsContext, raw: jobsRpc.AdminJobRequest): Promise<jobsRpc.JobResponse> {
  const { adminId, jobId } = parseOrInvalid(jobRequest, raw);
  return outbox.transaction(async (tx, events) => {
    const [row] = await tx
      .update(jobs)
      .set({ deletedAt: sql`now()`, isActive: false })
      .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
      .returning();
    if (!row) throw RpcError.notFound('Job not found');
    const deletedAt = new Date(row.deletedAt ?? Date.now()).toISOString();
    await events.record(JobDeleted, { jobId, customerId: row.customerId, adminId, deletedAt });
    return { job: toJobMessage(row) };
  });
}
