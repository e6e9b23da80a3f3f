import { apiRequest } from '@/shared/api/api-client';

/** DELETE /api/admin/promo-code/{id}. */
export function deletePromoCode(id: string): Promise<unknown> {
  return apiRequest(`/admin/promo-code/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
