import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type ReviewReport = ApiAnswer<'/api/review-reports', 'get'>['reports'][number];
export type ReviewReportBody = ApiBody<'/api/review/{id}/report', 'post'>;

const myReportsKey = '/review-reports';

/**
 * GET /api/review-reports: the reviews the signed-in user reported, newest first, with outcomes
 * (not fetched while `signedIn` is false: a visitor has none).
 */
export function useMyReviewReports(signedIn = true) {
  return useSWR(signedIn ? myReportsKey : null, () => dataOf(api.GET('/api/review-reports')), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** POST /api/review/{id}/report, then reloads the user's reports (the new one shows as open). */
export function useReportReview() {
  return useSWRMutation(
    myReportsKey,
    (_key: string, { arg }: { arg: { reviewId: string; body: ReviewReportBody } }) =>
      dataOf(api.POST('/api/review/{id}/report', { params: { path: { id: arg.reviewId } }, body: arg.body })),
    { populateCache: false, revalidate: true },
  );
}
