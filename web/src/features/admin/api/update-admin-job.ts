import { apiRequest } from '@/shared/api/api-client';
import type { AdminJob } from './get-admin-jobs';

/** PUT /api/admin/job/{id}: an inactive job leaves every lead list. */
export function updateAdminJob(id: string, update: { is_active: 0 | 1 }): Promise<{ job: AdminJob }> {
  return apiRequest(`/admin/job/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}
