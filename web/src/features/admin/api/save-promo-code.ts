import { apiRequest } from '@/shared/api/api-client';
import type { PromoCode } from './get-promo-codes';

export type PromoCodeInput = Pick<PromoCode, 'name' | 'description' | 'percentage' | 'status'>;

/** POST /api/admin/promo-code (add) or PUT /api/admin/promo-code/{id} (update, or only the status). */
export function savePromoCode(
  id: string | null,
  input: PromoCodeInput | Pick<PromoCode, 'status'>,
): Promise<PromoCode> {
  return id === null
    ? apiRequest('/admin/promo-code', { method: 'POST', body: input })
    : apiRequest(`/admin/promo-code/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}
