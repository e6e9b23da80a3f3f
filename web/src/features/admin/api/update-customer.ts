import { apiRequest } from '@/shared/api/api-client';
import type { AdminCustomer } from './get-customers';

export type CustomerUpdate = { is_active: 0 | 1 } | { name?: string; firstName?: string; lastName?: string };

/** PUT /api/admin/customer/{id}: activate/deactivate, or edit the names. */
export function updateCustomer(id: string, update: CustomerUpdate): Promise<{ customer: AdminCustomer }> {
  return apiRequest(`/admin/customer/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
}
