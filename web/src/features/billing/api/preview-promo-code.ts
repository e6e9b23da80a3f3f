import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type PromoPreview = ApiAnswer<'/api/subscription/promo-code', 'post'>['data'];

/** POST /api/subscription/promo-code: the discount a code gives on a package's first month. */
export async function previewPromoCode(
  code: string,
  packageId: ApiBody<'/api/subscription/promo-code', 'post'>['packageId'],
): Promise<PromoPreview> {
  const answer = await dataOf(api.POST('/api/subscription/promo-code', { body: { code: code.trim(), packageId } }));
  return answer.data;
}
