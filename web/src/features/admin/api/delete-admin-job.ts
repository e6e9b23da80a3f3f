import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/admin/job/{id}. */
export function deleteAdminJob(id: string): Promise<ApiAnswer<'/api/admin/job/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/admin/job/{id}', { params: { path: { id } } }));
}
