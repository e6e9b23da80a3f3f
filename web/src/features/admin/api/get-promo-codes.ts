import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface PromoCode {
  id: string;
  name: string;
  description: string;
  percentage: number;
  status: 'active' | 'inactive';
  createdAt: string;
}

export const promoCodesKey = '/admin/promo-codes';

/** GET /api/admin/promo-codes: every promo code (billing's). */
export function usePromoCodes() {
  return useSWR(promoCodesKey, () => apiGet<PromoCode[]>(promoCodesKey), { revalidateOnFocus: false });
}
