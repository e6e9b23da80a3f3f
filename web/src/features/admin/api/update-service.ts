import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/service/{id}: rename, or activate/deactivate. */
export function updateService(
  id: string,
  update: ApiBody<'/api/admin/service/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/service/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/service/{id}', { params: { path: { id } }, body: update }));
}
