import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type Lead, type LeadsResponse, leadsKey } from './get-leads';

/** POST /api/lead/{id}/interested: answers the lead with the real mobile number. */
export function markInterested(leadId: string): Promise<{ lead: Lead }> {
  return apiRequest<{ lead: Lead }>(`/lead/${encodeURIComponent(leadId)}/interested`, { method: 'POST' });
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
