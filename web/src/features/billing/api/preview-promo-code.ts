import { apiRequest } from '@/shared/api/api-client';

export interface PromoPreview {
  code: string;
  percentage: number;
  price: number;
  discount: number;
  total: number;
}

/** POST /api/subscription/promo-code: the discount a code gives on a package's first month. */
export async function previewPromoCode(code: string, packageId: string): Promise<PromoPreview> {
  const answer = await apiRequest<{ success: boolean; data: PromoPreview }>('/subscription/promo-code', {
    method: 'POST',
    body: { code: code.trim(), packageId },
  });
  return answer.data;
}
