import useSWRMutation from 'swr/mutation';
import { jobsKey } from '@/shared/api/get-jobs';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/review/{id}/reply: the reviewed business's one reply. */
export function replyToReview(reviewId: string, reply: string): Promise<ApiAnswer<'/api/review/{id}/reply', 'post'>> {
  return dataOf(api.POST('/api/review/{id}/reply', { params: { path: { id: reviewId } }, body: { reply } }));
}

/** Replies, then reloads the business's completed jobs, whose review then carries the reply. */
export function useReplyToReview() {
  return useSWRMutation(
    jobsKey('finished'),
    (_key: string, { arg }: { arg: { reviewId: string; reply: string } }) => replyToReview(arg.reviewId, arg.reply),
    { populateCache: false, revalidate: true },
  );
}
