import { apiRequest } from '@/shared/api/api-client';

/** PUT /api/admin/service/{id}: rename, or activate/deactivate. */
export function updateService(id: string, update: { name?: string; is_active?: 0 | 1 }): Promise<unknown> {
  return apiRequest(`/admin/service/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}
