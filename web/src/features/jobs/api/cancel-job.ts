import useSWRMutation from 'swr/mutation';
import { jobsKey } from '@/shared/api/get-jobs';
import { type JobStatusResponse, updateJobStatus } from '@/shared/api/update-job-status';

/** POST /api/job/{id}/update-status {status: 'cancelled'}. */
export function cancelJob(jobId: string): Promise<JobStatusResponse> {
  return updateJobStatus(jobId, 'cancelled');
}

/** Cancels, then reloads the active jobs. */
export function useCancelJob() {
  return useSWRMutation(jobsKey('active'), (_key: string, { arg }: { arg: string }) => cancelJob(arg), {
    populateCache: false,
    revalidate: true,
  });
}
