import { apiRequest } from '@/shared/api/api-client';

/** PUT /api/business/company-number: sets (normalised by the server) or clears it with null. */
export function saveCompanyNumber(companyNumber: string | null): Promise<{ companyNumber: string | null }> {
  return apiRequest('/business/company-number', { method: 'PUT', body: { companyNumber } });
}
