import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type AdminReviewsPage = ApiAnswer<'/api/admin/reviews', 'get'>;

export type AdminReview = AdminReviewsPage['reviews'][number];

/** GET /api/admin/reviews?pageIndex=n. */
export function useAdminReviews(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/reviews', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminReviewsPage>(key), adminListOptions);
}
