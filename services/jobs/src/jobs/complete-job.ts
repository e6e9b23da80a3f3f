import { JobCompleted, type jobsRpc } from '@localpros/contracts';
import { type CallContext, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { JobsContext } from '../context.js';
import { jobs } from '../schema.js';
import { toJobMessage } from './job-message.js';
import { recordStatusChange } from './status-change.js';

const request = z.object({ userId: z.uuid(), role: z.enum(['customer', 'business']), jobId: z.uuid() });

/**
 * The job's customer or its business marks the job in progress complete; it cannot be undone.
 * Anyone else is told the job does not exist. The role is the caller's verified user type (the
 * access table already made userId the caller's); a message claiming the other role is refused.
 */
export async function completeJob(
  { outbox }: JobsContext,
  raw: jobsRpc.CompleteJobRequest,
  { caller }: Pick<CallContext, 'caller'>,
): Promise<jobsRpc.JobResponse> {
  const callerRole = caller.user?.type ?? '';
  if (raw.role && raw.role !== callerRole)
    throw RpcError.permissionDenied('The request names a role other than the caller');
  const { userId, role, jobId } = parseOrInvalid(request, { ...raw, role: callerRole });
  return outbox.transaction(async (tx, events) => {
    const party = role === 'customer' ? eq(jobs.customerId, userId) : eq(jobs.businessId, userId);
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), party))
      .for('update');
    if (!job) throw RpcError.notFound('Job not found');
    if (job.status !== 'in_progress' || !job.businessId || !job.quoteId) {
      throw RpcError.failedPrecondition('Only a job in progress can be marked as complete');
    }
    const at = new Date().toISOString();
    const [finished] = await tx
      .update(jobs)
      .set({ status: 'finished', finishedAt: at })
      .where(eq(jobs.id, job.id))
      .returning();
    if (!finished) throw new Error('the locked job vanished inside its transaction');
    await events.record(JobCompleted, {
      jobId: job.id,
      customerId: job.customerId,
      businessId: job.businessId,
      quoteId: job.quoteId,
      completedBy: role,
      completedAt: at,
    });
    await recordStatusChange(events, finished, 'in_progress', at);
    return { job: toJobMessage(finished) };
  });
}
