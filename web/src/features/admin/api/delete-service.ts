import { apiRequest } from '@/shared/api/api-client';

/** DELETE /api/admin/service/{id}. */
export function deleteService(id: string): Promise<unknown> {
  return apiRequest(`/admin/service/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
