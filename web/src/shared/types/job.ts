import type { paths } from '@/shared/api/schema.gen';
import type { ApiAnswer, ApiBody } from '@/shared/api/typed-client';

/** The statuses GET /api/jobs lists by. */
export type JobStatus = NonNullable<paths['/api/jobs']['get']['parameters']['query']>['status'];

/** How a quote is charged, as POST /api/quote takes it. */
export type RateType = ApiBody<'/api/quote', 'post'>['rate_type'];

/** What every job card lists about the work itself (a job, a quote's job, a lead). */
export interface JobFactsSource {
  service: { name: string };
  location: string;
  job_type: string;
  target_job_done: string;
  targetCompletionDatetime: string | null;
  description: string;
}

/** A job as GET /api/jobs answers it: the customer's own, or a business's own work. */
export type Job = ApiAnswer<'/api/jobs', 'get'>['jobs'][number];
