import { apiRequest } from '@/shared/api/api-client';

/** POST /api/admin/business/{id}/verify: verifies the business with the code it was e-mailed. */
export function verifyBusiness(id: string, code: string): Promise<{ message: string }> {
  return apiRequest(`/admin/business/${encodeURIComponent(id)}/verify`, { method: 'POST', body: { code } });
}
