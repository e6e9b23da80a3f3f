import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import { leadsKey } from './get-leads';

/** POST /api/lead/{id}/not-interested. */
export function dismissLead(leadId: string): Promise<ApiAnswer<'/api/lead/{id}/not-interested', 'post'>> {
  return dataOf(api.POST('/api/lead/{id}/not-interested', { params: { path: { id: leadId } } }));
}

/** Removes the lead, then reloads the list. */
export function useDismissLead() {
  return useSWRMutation(leadsKey, (_key: string, { arg }: { arg: string }) => dismissLead(arg), {
    populateCache: false,
    revalidate: true,
  });
}
