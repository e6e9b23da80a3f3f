import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { JobRequest } from '@/shared/types/job-request';

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
