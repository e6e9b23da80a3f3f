import useSWRMutation from 'swr/mutation';
import { jobsKey } from '@/shared/api/get-jobs';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** Whole stars, 1–5, and the text. */
export type ReviewRequest = ApiBody<'/api/job/{id}/review', 'post'>;

/** POST /api/job/{id}/review: the customer's one review of a completed job. */
export function postReview(jobId: string, input: ReviewRequest): Promise<ApiAnswer<'/api/job/{id}/review', 'post'>> {
  return dataOf(api.POST('/api/job/{id}/review', { params: { path: { id: jobId } }, body: input }));
}

/** Posts, then reloads the completed jobs, which then carry the review. */
export function usePostReview() {
  return useSWRMutation(
    jobsKey('finished'),
    (_key: string, { arg }: { arg: { jobId: string; review: ReviewRequest } }) => postReview(arg.jobId, arg.review),
    { populateCache: false, revalidate: true },
  );
}
