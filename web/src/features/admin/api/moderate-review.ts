import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/admin/review/{id}: hide (reason required) or restore; both parties are e-mailed. */
export function moderateReview(
  id: string,
  change: ApiBody<'/api/admin/review/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/review/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/review/{id}', { params: { path: { id } }, body: change }));
}
