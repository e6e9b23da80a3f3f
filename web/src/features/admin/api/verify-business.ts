import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/business/{id}/verify: verifies the business with the code it was e-mailed. */
export function verifyBusiness(
  id: string,
  code: string,
): Promise<ApiAnswer<'/api/admin/business/{id}/verify', 'post'>> {
  return dataOf(api.POST('/api/admin/business/{id}/verify', { params: { path: { id } }, body: { code } }));
}
