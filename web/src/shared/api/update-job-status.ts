import useSWRMutation from 'swr/mutation';
import { apiRequest } from './api-client';
import { jobsKey } from './get-jobs';

export interface JobStatusResponse {
  status: 'cancelled' | 'finished';
  message: string;
}

export const jobStatusPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/update-status`;

/** POST /api/job/{id}/update-status: cancel (customer) or mark complete (customer or the job's business). */
export function updateJobStatus(jobId: string, status: 'cancelled' | 'finished'): Promise<JobStatusResponse> {
  return apiRequest<JobStatusResponse>(jobStatusPath(jobId), { method: 'POST', body: { status } });
}

/** Marks an in-progress job complete, then reloads the in-progress list; the job moves to the finished list. */
export function useMarkJobComplete() {
  return useSWRMutation(
    jobsKey('in_progress'),
    (_key: string, { arg }: { arg: string }) => updateJobStatus(arg, 'finished'),
    { populateCache: false, revalidate: true },
  );
}
