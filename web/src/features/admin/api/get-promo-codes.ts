import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type PromoCode = ApiAnswer<'/api/admin/promo-codes', 'get'>[number];

export const promoCodesKey = '/admin/promo-codes';

/** GET /api/admin/promo-codes: every promo code (billing's). */
export function usePromoCodes() {
  return useSWR(promoCodesKey, () => dataOf(api.GET('/api/admin/promo-codes')), { revalidateOnFocus: false });
}
