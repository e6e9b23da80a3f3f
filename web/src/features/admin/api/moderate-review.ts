import { apiRequest } from '@/shared/api/api-client';
import type { AdminReview } from './get-admin-reviews';

/** PUT /api/admin/review/{id}: hide (reason required) or restore; both parties are e-mailed. */
export function moderateReview(
  id: string,
  change: { hidden: boolean; reason: string },
): Promise<{ review: AdminReview }> {
  return apiRequest(`/admin/review/${encodeURIComponent(id)}`, { method: 'PUT', body: change });
}
