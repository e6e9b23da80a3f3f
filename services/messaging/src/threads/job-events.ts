import { randomUUID } from 'node:crypto';
import { JobPosted, LeadInterested } from '@localpros/contracts';
import { EventArrivedEarlyError, independentDeliveries, on, onEachInOneStatement } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { jobs, threads } from '../schema.js';

/**
 * How long a LeadInterested waits (redelivered) for its job's JobPosted, which travels on another
 * consumer. The job was posted before any lead of it existed, so this is a moment, not minutes.
 */
export const JOB_WAIT_MS = 5 * 60_000;

/** What messaging does with the jobs and matching services' events. */
export const threadConsumers = [
  // Whose job it is: a thread's customer, and the job's name in the thread's header. One statement
  // with its inbox row (issue 26).
  onEachInOneStatement(
    JobPosted,
    ({ jobId, customerId, title }, isFirst) => sql`
      insert into ${jobs} (job_id, customer_id, title)
      select ${jobId}::uuid, ${customerId}::uuid, ${title}
      where ${isFirst}
      on conflict (job_id) do update set customer_id = excluded.customer_id, title = excluded.title`,
    independentDeliveries,
  ),
  // The business marked interest: it and the customer now have a thread for the job (one only:
  // the unique job and business decide, whatever a redelivery or a second interest does).
  on(LeadInterested, async ({ leadId, jobId, businessId, interestedAt }, { tx, envelope }) => {
    const [job] = await tx.select({ customerId: jobs.customerId }).from(jobs).where(eq(jobs.jobId, jobId));
    if (!job) {
      if (Date.now() - Date.parse(envelope.occurredAt) < JOB_WAIT_MS) {
        throw new EventArrivedEarlyError(`job ${jobId} is not known here yet (JobPosted)`);
      }
      throw new Error(`LeadInterested for job ${jobId}, whose JobPosted never reached messaging`);
    }
    await tx
      .insert(threads)
      .values({
        id: randomUUID(),
        jobId,
        leadId,
        customerId: job.customerId,
        businessId,
        openedAt: interestedAt,
      })
      .onConflictDoNothing();
  }),
];
