import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/work-category/{id}/services. */
export function addService(
  categoryId: string,
  name: string,
): Promise<ApiAnswer<'/api/admin/work-category/{id}/services', 'post'>> {
  return dataOf(
    api.POST('/api/admin/work-category/{id}/services', { params: { path: { id: categoryId } }, body: { name } }),
  );
}
