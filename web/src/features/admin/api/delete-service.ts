import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/admin/service/{id}. */
export function deleteService(id: string): Promise<ApiAnswer<'/api/admin/service/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/admin/service/{id}', { params: { path: { id } } }));
}
