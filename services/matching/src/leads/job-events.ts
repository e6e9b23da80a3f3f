import { JobCancelled, JobPosted, LeadDismissed, QuoteSent } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { and, eq, sql } from 'drizzle-orm';
import { leads } from '../schema.js';
import { matchJob } from './match-job.js';

/** What matching does with the jobs and quotes services' events. */
export const jobSubscriptions = [
  on(JobPosted, async (job, { tx, events }) => {
    await matchJob(tx, events, job);
  }),
  // A cancelled job's open leads leave every list.
  on(JobCancelled, async ({ jobId }, { tx, events }) => {
    const withdrawn = await tx
      .update(leads)
      .set({ status: 'dismissed', dismissedReason: 'job_cancelled', dismissedAt: sql`now()` })
      .where(and(eq(leads.jobId, jobId), eq(leads.status, 'open')))
      .returning();
    await events.recordMany(
      LeadDismissed,
      withdrawn.map((lead) => ({
        leadId: lead.id,
        jobId: lead.jobId,
        businessId: lead.businessId,
        reason: 'job_cancelled' as const,
        dismissedAt: new Date(lead.dismissedAt ?? Date.now()).toISOString(),
      })),
    );
  }),
  // A quoted lead moves from the leads list to the business's quotes.
  on(QuoteSent, async ({ leadId }, { tx }) => {
    await tx
      .update(leads)
      .set({ status: 'quoted', quotedAt: sql`now()` })
      .where(and(eq(leads.id, leadId), eq(leads.status, 'open')));
  }),
];
