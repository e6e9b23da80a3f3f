import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** DELETE /api/admin/user/{id}: a customer's or business's account, anonymised as on delete account. */
export function deleteUser(id: string): Promise<ApiAnswer<'/api/admin/user/{id}', 'delete'>> {
  return dataOf(api.DELETE('/api/admin/user/{id}', { params: { path: { id } } }));
}
