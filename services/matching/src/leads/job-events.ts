import {
  JobActivated,
  JobCancelled,
  JobDeactivated,
  JobDeleted,
  JobPosted,
  QuoteAccepted,
  QuoteSent,
} from '@localpros/contracts';
import { type EventRecorder, on, type Tx } from '@localpros/kit';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { MatchingContext } from '../context.js';
import { cancelledJobs, jobSwitches, leads } from '../schema.js';
import { leadListsChanged } from './lead-lists-changed.js';
import { matchJob } from './match-job.js';
import { lockJob } from './places.js';
import { withdrawLeads } from './withdraw-leads.js';

// JobPosted and JobCancelled of one job can be handled at the same time (separate consumers, or
// replicas): the job's lock (places.ts, lockJob) makes the second wait for the first to commit.

/** Withdraws the job's open leads (all but `keep`) from every business's list and says why. */
const withdrawOpenLeads = (
  tx: Tx,
  events: EventRecorder,
  jobId: string,
  reason: 'job_cancelled' | 'job_awarded',
  keep?: string,
) => withdrawLeads(tx, events, jobId, reason, keep ? ne(leads.id, keep) : undefined);

/** The open lead was quoted: it leaves the leads list (a no-op when already done). */
async function markQuoted(tx: Tx, events: EventRecorder, leadId: string): Promise<void> {
  const quoted = await tx
    .update(leads)
    .set({ status: 'quoted', quotedAt: sql`now()` })
    .where(and(eq(leads.id, leadId), eq(leads.status, 'open')))
    .returning({ businessId: leads.businessId });
  if (quoted.length) await leadListsChanged(events, { businessIds: quoted.map((lead) => lead.businessId) });
}

/**
 * Records an admin's switch unless a later one is already known, then makes the job's leads follow
 * the switch that stands: inactive, its open leads are suspended (out of every list, interest and
 * quotes refused); active again, they reopen. Suspending is no dismissal: no LeadDismissed.
 */
async function applySwitch(
  tx: Tx,
  events: EventRecorder,
  jobId: string,
  change: { isActive: boolean; deleted: boolean; changedAt: string },
): Promise<void> {
  await lockJob(tx, jobId);
  await tx
    .insert(jobSwitches)
    .values({ jobId, ...change })
    .onConflictDoUpdate({
      target: jobSwitches.jobId,
      set: {
        isActive: change.isActive,
        deleted: sql`${jobSwitches.deleted} or ${change.deleted}`,
        changedAt: change.changedAt,
      },
      setWhere: sql`${jobSwitches.changedAt} < ${change.changedAt}`,
    });
  await followSwitch(tx, events, jobId);
}

/** The job's leads as the standing switch says (no switch: nothing to do). */
async function followSwitch(tx: Tx, events: EventRecorder, jobId: string): Promise<void> {
  const [standing] = await tx.select().from(jobSwitches).where(eq(jobSwitches.jobId, jobId));
  if (!standing) return;
  const live = standing.isActive && !standing.deleted;
  const switched = await tx
    .update(leads)
    .set({ status: live ? 'open' : 'suspended' })
    .where(and(eq(leads.jobId, jobId), eq(leads.status, live ? 'suspended' : 'open')))
    .returning({ businessId: leads.businessId });
  if (switched.length === 0) return;
  // By their businesses too: a job switched back on returns to lists kept without it, which a BFF
  // could not find by the job.
  await leadListsChanged(events, { jobIds: [jobId], businessIds: switched.map((lead) => lead.businessId) });
}

/** What matching does with the jobs and quotes services' events. */
export const jobConsumers = ({ config }: Pick<MatchingContext, 'config'>) => [
  // Jobs are independent of each other (one job's events serialise on its lock), so several may be
  // matched at once (MATCHING_JOB_CONCURRENCY; BENCHMARKS.md has what it changes).
  on(
    JobPosted,
    async (job, { tx, events }) => {
      await lockJob(tx, job.jobId);
      // A cancelled job matches nobody; one switched off by an admin before it was matched has its
      // leads start suspended: both decided in matchJob's one statement.
      await matchJob(tx, events, job, config.premiumHeadStartSeconds);
    },
    { concurrency: config.jobConcurrency },
  ),
  // A cancelled job's open leads leave every list, and a late JobPosted of it matches nobody.
  on(JobCancelled, async ({ jobId, cancelledAt }, { tx, events }) => {
    await lockJob(tx, jobId);
    await tx.insert(cancelledJobs).values({ jobId, cancelledAt }).onConflictDoNothing();
    await withdrawOpenLeads(tx, events, jobId, 'job_cancelled');
  }),
  // The customer accepted a quote: the job is taken, so it leaves every business's Active leads.
  // QuoteSent comes on its own consumer and may not have been handled yet: the winner's lead is
  // marked quoted here, never withdrawn.
  on(QuoteAccepted, async ({ jobId, leadId }, { tx, events }) => {
    await lockJob(tx, jobId);
    await markQuoted(tx, events, leadId);
    await withdrawOpenLeads(tx, events, jobId, 'job_awarded', leadId);
  }),
  // An admin's switch: the job leaves every lead list, or comes back to them.
  on(JobDeactivated, ({ jobId, deactivatedAt }, { tx, events }) =>
    applySwitch(tx, events, jobId, { isActive: false, deleted: false, changedAt: deactivatedAt }),
  ),
  on(JobActivated, ({ jobId, activatedAt }, { tx, events }) =>
    applySwitch(tx, events, jobId, { isActive: true, deleted: false, changedAt: activatedAt }),
  ),
  on(JobDeleted, ({ jobId, deletedAt }, { tx, events }) =>
    applySwitch(tx, events, jobId, { isActive: false, deleted: true, changedAt: deletedAt }),
  ),
  // A quoted lead moves from the leads list to the business's quotes.
  on(QuoteSent, async ({ leadId }, { tx, events }) => markQuoted(tx, events, leadId)),
];
