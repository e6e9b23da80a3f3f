import { apiRequest } from '@/shared/api/api-client';

/** DELETE /api/admin/work-category/{id}. */
export function deleteWorkCategory(id: string): Promise<{ message: string }> {
  return apiRequest(`/admin/work-category/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
