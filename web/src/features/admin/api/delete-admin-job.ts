import { apiRequest } from '@/shared/api/api-client';

/** DELETE /api/admin/job/{id}. */
export function deleteAdminJob(id: string): Promise<{ message: string }> {
  return apiRequest(`/admin/job/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
