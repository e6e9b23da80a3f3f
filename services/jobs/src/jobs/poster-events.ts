import { JobPosted, UserDeleted, UserVerified } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { jobs } from '../schema.js';
import { cancelActiveJob } from './cancel-job.js';
import { jobPostedPayload } from './job-message.js';

/** What the jobs service does when identity tells it about a poster. */
export const posterConsumers = [
  // A visitor who posted while signing up: the jobs go live (and are matched) once the e-mail is verified.
  on(UserVerified, async ({ userId, userType }, { tx, events }) => {
    if (userType !== 'customer') return;
    const nowLive = await tx
      .update(jobs)
      .set({ live: true })
      .where(and(eq(jobs.customerId, userId), eq(jobs.live, false), eq(jobs.status, 'active')))
      .returning();
    for (const job of nowLive) await events.record(JobPosted, jobPostedPayload(job));
  }),
  // A deleted customer's open jobs end, so no business keeps working a lead for nobody.
  on(UserDeleted, async ({ userId, userType }, { tx, events }) => {
    if (userType !== 'customer') return;
    const open = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, userId), eq(jobs.status, 'active')));
    for (const job of open) await cancelActiveJob(tx, events, job.id);
  }),
];
