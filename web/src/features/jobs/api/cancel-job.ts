import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { activeJobsKey } from './get-active-jobs';

export interface CancelJobResponse {
  status: 'cancelled';
  message: string;
}

export const jobStatusPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}/update-status`;

/** POST /api/job/{id}/update-status {status: 'cancelled'}. */
export function cancelJob(jobId: string): Promise<CancelJobResponse> {
  return apiRequest<CancelJobResponse>(jobStatusPath(jobId), { method: 'POST', body: { status: 'cancelled' } });
}

/** Cancels, then reloads the active jobs. */
export function useCancelJob() {
  return useSWRMutation(activeJobsKey, (_key: string, { arg }: { arg: string }) => cancelJob(arg), {
    populateCache: false,
    revalidate: true,
  });
}
