import { JobCancelled } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { cancelledJobs } from '../schema.js';

/** Quotes remembers cancelled jobs, so no quote is sent on one. */
export const jobSubscriptions = [
  on(JobCancelled, async ({ jobId, cancelledAt }, { tx }) => {
    await tx.insert(cancelledJobs).values({ jobId, cancelledAt }).onConflictDoNothing();
  }),
];
