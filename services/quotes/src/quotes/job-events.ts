import { JobCancelled } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { cancelledJobs } from '../schema.js';
import { declineJobQuotes } from './decline-quotes.js';
import { lockJobQuotes } from './job-lock.js';

/** What quotes does with the jobs service's events. */
export const jobConsumers = [
  // A cancelled job takes no more quotes, and its quotes in play are declined. That includes an
  // accepted one: if the customer's cancel reached the jobs service before the accept did, the
  // job stays cancelled there, so the accept must not stand here either (docs/ARCHITECTURE.md).
  on(JobCancelled, async ({ jobId, cancelledAt }, { tx, events }) => {
    await lockJobQuotes(tx, jobId);
    await tx.insert(cancelledJobs).values({ jobId, cancelledAt }).onConflictDoNothing();
    await declineJobQuotes(tx, events, { jobId, reason: 'job_cancelled', at: new Date().toISOString() });
  }),
];
