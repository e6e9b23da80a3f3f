import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type Quote, quotesKey } from './get-quotes';

export interface CancelQuoteResponse {
  quote: Quote;
  message: string;
}

/** POST /api/quote/{id}/cancel: withdraws a pending quote. */
export function cancelQuote(quoteId: string): Promise<CancelQuoteResponse> {
  return apiRequest<CancelQuoteResponse>(`/quote/${encodeURIComponent(quoteId)}/cancel`, { method: 'POST' });
}

/** Cancels, then reloads the quotes (the card shows its new state). */
export function useCancelQuote() {
  return useSWRMutation(quotesKey, (_key: string, { arg }: { arg: string }) => cancelQuote(arg), {
    populateCache: false,
    revalidate: true,
  });
}
