import useSWR from 'swr';
import type { Job, JobStatus } from '@/shared/types/job';
import { apiGet } from './api-client';

export interface JobsResponse {
  jobs: Job[];
}

/** The SWR key of one status's list; mutations revalidate lists by it. */
export const jobsKey = (status: JobStatus) => `/jobs?status=${status}`;

/**
 * GET /api/jobs?status=…: the customer's own jobs, or the business's own work, newest first.
 * Customers and businesses both read it, so it lives here.
 */
export function getJobs(status: JobStatus): Promise<JobsResponse> {
  return apiGet<JobsResponse>(jobsKey(status));
}

export function useJobs(status: JobStatus) {
  return useSWR(jobsKey(status), () => getJobs(status), { revalidateOnFocus: false, shouldRetryOnError: false });
}
