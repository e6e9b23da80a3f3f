import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { jobsKey } from '@/shared/api/get-jobs';
import type { Review } from '@/shared/types/review';

/** POST /api/review/{id}/reply: the reviewed business's one reply. */
export function replyToReview(reviewId: string, reply: string): Promise<{ review: Review }> {
  return apiRequest<{ review: Review }>(`/review/${encodeURIComponent(reviewId)}/reply`, {
    method: 'POST',
    body: { reply },
  });
}

/** Replies, then reloads the business's completed jobs, whose review then carries the reply. */
export function useReplyToReview() {
  return useSWRMutation(
    jobsKey('finished'),
    (_key: string, { arg }: { arg: { reviewId: string; reply: string } }) => replyToReview(arg.reviewId, arg.reply),
    { populateCache: false, revalidate: true },
  );
}
