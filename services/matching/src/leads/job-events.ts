import { JobCancelled, JobPosted, LeadDismissed, QuoteAccepted, QuoteSent } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { on } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { cancelledJobs, leads } from '../schema.js';
import { matchJob } from './match-job.js';

/**
 * JobPosted and JobCancelled of one job can be handled at the same time (separate consumers, or
 * replicas): a transaction-scoped lock on the job makes the second wait for the first to commit.
 */
async function lockJob(tx: Tx, jobId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`matching-job:${jobId}`}, 0))`);
}

/** Withdraws the job's open leads from every business's list and says why. */
async function withdrawOpenLeads(
  tx: Tx,
  events: EventRecorder,
  jobId: string,
  reason: 'job_cancelled' | 'job_awarded',
): Promise<void> {
  const withdrawn = await tx
    .update(leads)
    .set({ status: 'dismissed', dismissedReason: reason, dismissedAt: sql`now()` })
    .where(and(eq(leads.jobId, jobId), eq(leads.status, 'open')))
    .returning();
  await events.recordMany(
    LeadDismissed,
    withdrawn.map((lead) => ({
      leadId: lead.id,
      jobId: lead.jobId,
      businessId: lead.businessId,
      reason,
      dismissedAt: new Date(lead.dismissedAt ?? Date.now()).toISOString(),
    })),
  );
}

/** What matching does with the jobs and quotes services' events. */
export const jobSubscriptions = (options: { jobConcurrency: number } = { jobConcurrency: 4 }) => [
  // Jobs are independent of each other (one job's events serialise on its lock), so several may be
  // matched at once (MATCHING_JOB_CONCURRENCY; BENCHMARKS.md has what it changes).
  on(
    JobPosted,
    async (job, { tx, events }) => {
      await lockJob(tx, job.jobId);
      const [cancelled] = await tx.select().from(cancelledJobs).where(eq(cancelledJobs.jobId, job.jobId));
      if (cancelled) return;
      await matchJob(tx, events, job);
    },
    { concurrency: options.jobConcurrency },
  ),
  // A cancelled job's open leads leave every list, and a late JobPosted of it matches nobody.
  on(JobCancelled, async ({ jobId, cancelledAt }, { tx, events }) => {
    await lockJob(tx, jobId);
    await tx.insert(cancelledJobs).values({ jobId, cancelledAt }).onConflictDoNothing();
    await withdrawOpenLeads(tx, events, jobId, 'job_cancelled');
  }),
  // The customer accepted a quote: the job is taken, so it leaves every business's Active leads.
  on(QuoteAccepted, async ({ jobId }, { tx, events }) => {
    await lockJob(tx, jobId);
    await withdrawOpenLeads(tx, events, jobId, 'job_awarded');
  }),
  // A quoted lead moves from the leads list to the business's quotes.
  on(QuoteSent, async ({ leadId }, { tx }) => {
    await tx
      .update(leads)
      .set({ status: 'quoted', quotedAt: sql`now()` })
      .where(and(eq(leads.id, leadId), eq(leads.status, 'open')));
  }),
];
