import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type LeadsResponse = ApiAnswer<'/api/business/leads', 'get'>;

/**
 * A business's own open lead: distanceKm is null when the job named this business outside the
 * radius rule; the mobile number is masked by the server until is_interested.
 */
export type Lead = LeadsResponse['leads'][number];

export const leadsKey = '/business/leads';

export function getLeads(): Promise<LeadsResponse> {
  return dataOf(api.GET('/api/business/leads'));
}

export function useLeads() {
  return useSWR(leadsKey, getLeads, { revalidateOnFocus: false, shouldRetryOnError: false });
}
