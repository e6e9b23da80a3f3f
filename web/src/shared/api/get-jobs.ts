import useSWR from 'swr';
import type { JobStatus } from '@/shared/types/job';
import { type ApiAnswer, api, dataOf } from './typed-client';

export type JobsResponse = ApiAnswer<'/api/jobs', 'get'>;

/** The SWR key of one status's list; mutations revalidate lists by it. */
export const jobsKey = (status: JobStatus) => `/jobs?status=${status}`;

/**
 * GET /api/jobs?status=…: the customer's own jobs, or the business's own work, newest first.
 * Customers and businesses both read it, so it lives here.
 */
export function getJobs(status: JobStatus): Promise<JobsResponse> {
  return dataOf(api.GET('/api/jobs', { params: { query: { status } } }));
}

export function useJobs(status: JobStatus) {
  return useSWR(jobsKey(status), () => getJobs(status), { revalidateOnFocus: false, shouldRetryOnError: false });
}
