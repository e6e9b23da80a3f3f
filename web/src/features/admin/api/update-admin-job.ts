import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/job/{id}: an inactive job leaves every lead list. */
export function updateAdminJob(
  id: string,
  update: ApiBody<'/api/admin/job/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/job/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/job/{id}', { params: { path: { id } }, body: update }));
}
