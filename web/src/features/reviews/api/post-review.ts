import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { jobsKey } from '@/shared/api/get-jobs';
import type { Review } from '@/shared/types/review';

export interface ReviewRequest {
  /** Whole stars, 1–5. */
  rating: number;
  text: string;
}

/** POST /api/job/{id}/review: the customer's one review of a completed job. */
export function postReview(jobId: string, input: ReviewRequest): Promise<{ review: Review }> {
  return apiRequest<{ review: Review }>(`/job/${encodeURIComponent(jobId)}/review`, { method: 'POST', body: input });
}

/** Posts, then reloads the completed jobs, which then carry the review. */
export function usePostReview() {
  return useSWRMutation(
    jobsKey('finished'),
    (_key: string, { arg }: { arg: { jobId: string; review: ReviewRequest } }) => postReview(arg.jobId, arg.review),
    { populateCache: false, revalidate: true },
  );
}
