import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export type JobStatus = 'active' | 'in_progress' | 'finished' | 'cancelled';

/** A customer's own job, as GET /api/jobs answers it (docs/api/jobs-and-leads.md). */
export interface Job {
  id: string;
  title: string;
  description: string;
  status: JobStatus;
  type: 'standard' | 'premium';
  job_type: 'residential' | 'commercial';
  target_job_done: 'immediately' | 'flexible' | 'specificDate';
  targetCompletionDatetime: string | null;
  service: { id: string; name: string };
  category_id: string;
  location: string;
  createdAt: string | null;
  /** False until the poster verifies the account; the job is not matched yet. */
  live: boolean;
}

export interface JobsResponse {
  jobs: Job[];
}

export const activeJobsKey = '/jobs?status=active';

/** GET /api/jobs?status=active: the signed-in customer's active jobs, newest first. */
export function getActiveJobs(): Promise<JobsResponse> {
  return apiGet<JobsResponse>(activeJobsKey);
}

export function useActiveJobs() {
  return useSWR(activeJobsKey, getActiveJobs, { revalidateOnFocus: false, shouldRetryOnError: false });
}
