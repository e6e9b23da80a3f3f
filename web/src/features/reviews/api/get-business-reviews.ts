import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { Review } from '@/shared/types/review';

export interface BusinessReviewsResponse {
  /** Average to one decimal; null without reviews. */
  rating: number | null;
  reviewsCount: number;
  /** Newest first, at most 50. */
  reviews: Review[];
}

export const businessReviewsKey = (businessId: string) => `/business/${encodeURIComponent(businessId)}/reviews`;

/** GET /api/business/{id}/reviews: anyone may read a business's reviews. */
export function getBusinessReviews(businessId: string): Promise<BusinessReviewsResponse> {
  return apiGet<BusinessReviewsResponse>(businessReviewsKey(businessId));
}

export function useBusinessReviews(businessId: string) {
  return useSWR(businessReviewsKey(businessId), () => getBusinessReviews(businessId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
