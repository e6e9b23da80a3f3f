import { apiRequest } from '@/shared/api/api-client';
import type { AdminBusiness } from './get-businesses';

/** PUT /api/admin/business/{id}: a deactivated business gets no leads and cannot sign in. */
export function updateBusiness(id: string, update: { is_active: 0 | 1 }): Promise<{ business: AdminBusiness }> {
  return apiRequest(`/admin/business/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}
