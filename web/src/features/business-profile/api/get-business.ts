import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type BusinessResponse = ApiAnswer<'/api/business', 'get'>;

/** GET /api/business: the signed-in business's own profile (owner view). */
export type BusinessProfile = BusinessResponse['business'];

export const businessKey = '/business';

export function getBusiness(): Promise<BusinessResponse> {
  return dataOf(api.GET('/api/business'));
}

export function useBusiness() {
  return useSWR(businessKey, getBusiness, { revalidateOnFocus: false, shouldRetryOnError: false });
}
