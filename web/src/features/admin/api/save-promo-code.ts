import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type PromoCodeInput = ApiBody<'/api/admin/promo-code', 'post'>;

type SavedPromoCode = ApiAnswer<'/api/admin/promo-code', 'post'> | ApiAnswer<'/api/admin/promo-code/{id}', 'put'>;

/** POST /api/admin/promo-code (add) or PUT /api/admin/promo-code/{id} (update, or only the status). */
export function savePromoCode(
  id: string | null,
  input: PromoCodeInput | ApiBody<'/api/admin/promo-code/{id}', 'put'>,
): Promise<SavedPromoCode> {
  return id === null
    ? dataOf(api.POST('/api/admin/promo-code', { body: input as PromoCodeInput }))
    : dataOf(api.PUT('/api/admin/promo-code/{id}', { params: { path: { id } }, body: input }));
}
