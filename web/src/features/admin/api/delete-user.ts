import { apiRequest } from '@/shared/api/api-client';

/** DELETE /api/admin/user/{id}: a customer's or business's account, anonymised as on delete account. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return apiRequest(`/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
