import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type JobResponsesResponse = ApiAnswer<'/api/job/{id}/responses', 'get'>;

/** A quote as the customer reads it: who bid, and how much (the business's rating: null without reviews). */
export type JobResponse = JobResponsesResponse['responses'][number];

export const jobResponsesKey = (jobId: string) => `/job/${encodeURIComponent(jobId)}/responses`;

/** GET /api/job/{id}/responses: the pending and accepted quotes on the customer's job, cheapest first. */
export function getJobResponses(jobId: string): Promise<JobResponsesResponse> {
  return dataOf(api.GET('/api/job/{id}/responses', { params: { path: { id: jobId } } }));
}

export function useJobResponses(jobId: string) {
  return useSWR(jobResponsesKey(jobId), () => getJobResponses(jobId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
