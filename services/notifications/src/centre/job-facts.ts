import type { LeadsCreated, PayloadOf } from '@localpros/contracts';
import type { Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { jobTitles } from '../schema.js';
import type { JobFacts } from './notification-wording.js';

/** What notifications knows of a job (job_titles, kept from JobPosted), if it knows it yet. */
export async function jobFacts(tx: Tx, jobId: string): Promise<JobFacts | undefined> {
  const [job] = await tx
    .select({ title: jobTitles.title, location: jobTitles.location, serviceName: jobTitles.serviceName })
    .from(jobTitles)
    .where(eq(jobTitles.jobId, jobId));
  return job;
}

/**
 * A new lead's job: as LeadsCreated itself says (matching sends its title, district and service,
 * copied from the same JobPosted, and a job's facts never change), so the lead's alerts never wait
 * for JobPosted, which travels on another consumer, and a city job's alerts cost no read (issue 26);
 * else from job_titles. Undefined only for a LeadsCreated from before it carried the job, ahead of
 * its JobPosted.
 */
export async function leadJobFacts(
  tx: Tx,
  { jobId, job }: Pick<PayloadOf<typeof LeadsCreated>, 'jobId' | 'job'>,
): Promise<JobFacts | undefined> {
  return job ?? (await jobFacts(tx, jobId));
}
