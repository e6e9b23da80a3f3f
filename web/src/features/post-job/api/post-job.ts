import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import type { JobRequest } from '@/shared/types/job-request';

export type PostedJobResponse = ApiAnswer<'/api/job', 'post'>;

export const postJobKey = '/job';

/** POST /api/job: a signed-in customer's job. */
export function postJob(input: JobRequest): Promise<PostedJobResponse> {
  return dataOf(api.POST('/api/job', { body: input }));
}

export function usePostJob() {
  return useSWRMutation(postJobKey, (_key: string, { arg }: { arg: JobRequest }) => postJob(arg));
}
