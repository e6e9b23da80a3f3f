import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface AdminReview {
  id: string;
  jobId: string;
  jobNumber: string;
  jobTitle: string;
  business: { id: string; name: string };
  customer: { id: string; name: string };
  rating: number;
  comment: string;
  reply: string | null;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
}

export interface AdminReviewsPage {
  reviews: AdminReview[];
  count: number;
}

/** GET /api/admin/reviews?pageIndex=n. */
export function useAdminReviews(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/reviews', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminReviewsPage>(key), adminListOptions);
}
