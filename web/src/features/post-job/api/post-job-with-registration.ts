import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { JobRequest, RegistrationFields } from '@/shared/types/job-request';
import type { PostedJobResponse } from './post-job';

export type JobWithRegistrationRequest = JobRequest & RegistrationFields;

export interface JobWithRegistrationResponse extends PostedJobResponse {
  message: string;
}

export const postJobWithRegistrationKey = '/job/register';

/**
 * POST /api/job/register: creates the unverified account and its job; the job goes live when
 * the e-mail is verified.
 */
export function postJobWithRegistration(input: JobWithRegistrationRequest): Promise<JobWithRegistrationResponse> {
  return apiRequest<JobWithRegistrationResponse>(postJobWithRegistrationKey, {
    method: 'POST',
    body: input,
    handleUnauthenticated: false,
  });
}

export function usePostJobWithRegistration() {
  return useSWRMutation(postJobWithRegistrationKey, (_key: string, { arg }: { arg: JobWithRegistrationRequest }) =>
    postJobWithRegistration(arg),
  );
}
