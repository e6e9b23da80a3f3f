import useSWRMutation from 'swr/mutation';
import { jobsKey } from './get-jobs';
import { type ApiAnswer, type ApiBody, api, dataOf } from './typed-client';

export type JobStatusResponse = ApiAnswer<'/api/job/{id}/update-status', 'post'>;

/** POST /api/job/{id}/update-status: cancel (customer) or mark complete (customer or the job's business). */
export function updateJobStatus(
  jobId: string,
  status: ApiBody<'/api/job/{id}/update-status', 'post'>['status'],
): Promise<JobStatusResponse> {
  return dataOf(api.POST('/api/job/{id}/update-status', { params: { path: { id: jobId } }, body: { status } }));
}

/** Marks an in-progress job complete, then reloads the in-progress list; the job moves to the finished list. */
export function useMarkJobComplete() {
  return useSWRMutation(
    jobsKey('in_progress'),
    (_key: string, { arg }: { arg: string }) => updateJobStatus(arg, 'finished'),
    { populateCache: false, revalidate: true },
  );
}
