import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/admin/business/{id}/verify: verifies the business at once (the admin types no code). */
export function verifyBusiness(id: string): Promise<ApiAnswer<'/api/admin/business/{id}/verify', 'post'>> {
  return dataOf(api.POST('/api/admin/business/{id}/verify', { params: { path: { id } } }));
}
