import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/business/{id}: a deactivated business gets no leads and cannot sign in. */
export function updateBusiness(
  id: string,
  update: ApiBody<'/api/admin/business/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/business/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/business/{id}', { params: { path: { id } }, body: update }));
}
