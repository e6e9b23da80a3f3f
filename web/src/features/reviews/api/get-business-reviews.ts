import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** The average to one decimal (null without reviews), the count, and the newest 50 reviews. */
export type BusinessReviewsResponse = ApiAnswer<'/api/business/{id}/reviews', 'get'>;

export const businessReviewsKey = (businessId: string) => `/business/${encodeURIComponent(businessId)}/reviews`;

/** GET /api/business/{id}/reviews: anyone may read a business's reviews. */
export function getBusinessReviews(businessId: string): Promise<BusinessReviewsResponse> {
  return dataOf(api.GET('/api/business/{id}/reviews', { params: { path: { id: businessId } } }));
}

export function useBusinessReviews(businessId: string) {
  return useSWR(businessReviewsKey(businessId), () => getBusinessReviews(businessId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
