import useSWRMutation from 'swr/mutation';
import { jobsKey } from '@/shared/api/get-jobs';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/job/{id}/close-responses: "I've found someone", no new business may respond. */
export function closeResponses(jobId: string): Promise<ApiAnswer<'/api/job/{id}/close-responses', 'post'>> {
  return dataOf(api.POST('/api/job/{id}/close-responses', { params: { path: { id: jobId } } }));
}

/** Closes the job to new responses, then reloads the active jobs (the card shows it closed). */
export function useCloseResponses() {
  return useSWRMutation(jobsKey('active'), (_key: string, { arg }: { arg: string }) => closeResponses(arg), {
    populateCache: false,
    revalidate: true,
  });
}
