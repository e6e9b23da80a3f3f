import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type AdminReviewsPage = ApiAnswer<'/api/admin/reviews', 'get'>;

export type AdminReview = AdminReviewsPage['reviews'][number];

/** GET /api/admin/reviews?pageIndex=n. */
export function useAdminReviews(pageIndex: number) {
  return useAdminList('/api/admin/reviews', { pageIndex });
}
