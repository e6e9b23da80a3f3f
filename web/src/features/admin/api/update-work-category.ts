import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/work-category/{id}: an inactive category cannot be chosen for new jobs or profiles. */
export function updateWorkCategory(
  id: string,
  update: ApiBody<'/api/admin/work-category/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/work-category/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/work-category/{id}', { params: { path: { id } }, body: update }));
}
