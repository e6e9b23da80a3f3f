import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { leadsKey } from './get-leads';

/** POST /api/lead/{id}/not-interested. */
export function dismissLead(leadId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/lead/${encodeURIComponent(leadId)}/not-interested`, { method: 'POST' });
}

/** Removes the lead, then reloads the list. */
export function useDismissLead() {
  return useSWRMutation(leadsKey, (_key: string, { arg }: { arg: string }) => dismissLead(arg), {
    populateCache: false,
    revalidate: true,
  });
}
