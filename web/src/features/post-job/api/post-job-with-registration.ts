import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, apiWithoutSessionCheck, dataOf } from '@/shared/api/typed-client';

export type JobWithRegistrationRequest = ApiBody<'/api/job/register', 'post'>;

export type JobWithRegistrationResponse = ApiAnswer<'/api/job/register', 'post'>;

export const postJobWithRegistrationKey = '/job/register';

/**
 * POST /api/job/register: creates the unverified account and its job; the job goes live when
 * the e-mail is verified.
 */
export function postJobWithRegistration(input: JobWithRegistrationRequest): Promise<JobWithRegistrationResponse> {
  return dataOf(apiWithoutSessionCheck.POST('/api/job/register', { body: input }));
}

export function usePostJobWithRegistration() {
  return useSWRMutation(postJobWithRegistrationKey, (_key: string, { arg }: { arg: JobWithRegistrationRequest }) =>
    postJobWithRegistration(arg),
  );
}
