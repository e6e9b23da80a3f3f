import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { RateType } from '@/shared/types/job';
import { leadsKey } from './get-leads';

export interface QuoteRequest {
  leadId: string;
  rate_type: RateType;
  cost: number;
  currency: 'GBP';
  comments: string;
}

export const quoteKey = '/quote';

/** POST /api/quote. */
export function sendQuote(input: QuoteRequest): Promise<{ quote: { id: string } }> {
  return apiRequest<{ quote: { id: string } }>(quoteKey, { method: 'POST', body: input });
}

/** Sends, then reloads the leads (a quoted lead leaves the list). */
export function useSendQuote() {
  return useSWRMutation(leadsKey, (_key: string, { arg }: { arg: QuoteRequest }) => sendQuote(arg), {
    populateCache: false,
    revalidate: true,
  });
}
