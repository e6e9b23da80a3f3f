import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { TargetJobDone } from '../lib/job-rules';

/** Steps 1 and 2 as POST /api/job takes them. */
export interface JobRequest {
  category_id: string;
  service_id: string;
  location: string;
  job_type: 'residential' | 'commercial';
  title: string;
  description: string;
  target_job_done: TargetJobDone;
  /** yyyy-MM-dd with specificDate, else ''. */
  specificJobDoneDatetime: string;
}

export interface PostedJobResponse {
  job: { id: string; title: string; live: boolean };
}

export const postJobKey = '/job';

/** POST /api/job: a signed-in customer's job. */
export function postJob(input: JobRequest): Promise<PostedJobResponse> {
  return apiRequest<PostedJobResponse>(postJobKey, { method: 'POST', body: input });
}

export function usePostJob() {
  return useSWRMutation(postJobKey, (_key: string, { arg }: { arg: JobRequest }) => postJob(arg));
}
