import type { jobsRpc } from '@localpros/contracts';
import { z } from 'zod';

/** A customer's own job as the web app reads it (docs/api/jobs-and-leads.md). */
export const customerJob = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  type: z.string(),
  job_type: z.string(),
  target_job_done: z.string(),
  targetCompletionDatetime: z.string().nullable(),
  service: z.object({ id: z.string(), name: z.string() }),
  category_id: z.string(),
  location: z.string(),
  createdAt: z.string(),
  live: z.boolean(),
});

export function toCustomerJob(job: jobsRpc.Job): z.infer<typeof customerJob> {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    status: job.status,
    type: job.type,
    job_type: job.jobType,
    target_job_done: job.targetJobDone,
    targetCompletionDatetime: job.specificDate || null,
    service: { id: job.serviceId, name: job.serviceName },
    category_id: job.workCategoryId,
    location: job.location,
    createdAt: job.createdAt,
    live: job.live,
  };
}
