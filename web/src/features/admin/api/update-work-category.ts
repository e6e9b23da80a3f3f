import { apiRequest } from '@/shared/api/api-client';

/** PUT /api/admin/work-category/{id}: an inactive category cannot be chosen for new jobs or profiles. */
export function updateWorkCategory(id: string, update: { is_active: 0 | 1 }): Promise<unknown> {
  return apiRequest(`/admin/work-category/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}
