import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** Activate/deactivate, or the names. */
export type CustomerUpdate = ApiBody<'/api/admin/customer/{id}', 'put'>;

/** PUT /api/admin/customer/{id}: activate/deactivate, or edit the names. */
export function updateCustomer(
  id: string,
  update: CustomerUpdate,
): Promise<ApiAnswer<'/api/admin/customer/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/customer/{id}', { params: { path: { id } }, body: update }));
}
