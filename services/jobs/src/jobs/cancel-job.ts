import { JobCancelled, type jobsRpc } from '@localpros/contracts';
import { type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs } from '../schema.js';
import { type JobRow, toJobMessage } from './job-message.js';
import { recordStatusChange } from './status-change.js';

const request = z.object({ customerId: z.uuid(), jobId: z.uuid() });

/** Marks an active job cancelled and tells the others (its leads and quotes end), in one transaction. */
export async function cancelActiveJob(tx: Tx, events: EventRecorder, jobId: string): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({ status: 'cancelled', cancelledAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'active')))
    .returning();
  // A pending job was never announced, so there is nothing to withdraw.
  if (row?.live) {
    const cancelledAt = new Date(row.cancelledAt ?? Date.now()).toISOString();
    await events.record(JobCancelled, { jobId: row.id, customerId: row.customerId, cancelledAt });
    await recordStatusChange(events, row, 'active', cancelledAt);
  }
  return row;
}

/** The customer cancels its own active job. Another customer's job is "not found", not "forbidden". */
export async function cancelJob({ outbox }: JobsContext, raw: jobsRpc.CancelJobRequest): Promise<jobsRpc.JobResponse> {
  const { customerId, jobId } = parseOrInvalid(request, raw);
  return outbox.transaction(async (tx, events) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.customerId, customerId)))
      .for('update');
    if (!job) throw RpcError.notFound('Job not found');
    if (job.status !== 'active') throw RpcError.failedPrecondition('Only an active job can be cancelled');
    const cancelled = await cancelActiveJob(tx, events, job.id);
    if (!cancelled) throw new Error('the locked job changed inside its transaction');
    return { job: toJobMessage(cancelled) };
  });
}
