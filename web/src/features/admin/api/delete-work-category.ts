import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/admin/work-category/{id}. */
export function deleteWorkCategory(id: string): Promise<ApiAnswer<'/api/admin/work-category/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/admin/work-category/{id}', { params: { path: { id } } }));
}
