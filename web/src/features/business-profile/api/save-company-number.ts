import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** PUT /api/business/company-number: sets (normalised by the server) or clears it with null. */
export function saveCompanyNumber(
  companyNumber: string | null,
): Promise<ApiAnswer<'/api/business/company-number', 'put'>> {
  return dataOf(api.PUT('/api/business/company-number', { body: { companyNumber } }));
}
