import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/admin/promo-code/{id}. */
export function deletePromoCode(id: string): Promise<ApiAnswer<'/api/admin/promo-code/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/admin/promo-code/{id}', { params: { path: { id } } }));
}
