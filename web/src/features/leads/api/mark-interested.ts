import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import { type LeadsResponse, leadsKey } from './get-leads';

/** POST /api/lead/{id}/interested: answers the lead with the real mobile number. */
export function markInterested(leadId: string): Promise<ApiAnswer<'/api/lead/{id}/interested', 'post'>> {
  return dataOf(api.POST('/api/lead/{id}/interested', { params: { path: { id: leadId } } }));
}

/** Marks interest and swaps the answered lead into the cached list (no reload needed). */
export function useMarkInterested() {
  return useSWRMutation(leadsKey, (_key: string, { arg }: { arg: string }) => markInterested(arg), {
    revalidate: false,
    populateCache: ({ lead }, current?: LeadsResponse) => ({
      leads: (current?.leads ?? []).map((l) => (l.id === lead.id ? lead : l)),
    }),
  });
}
