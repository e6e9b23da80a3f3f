import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';
import { quotesKey } from './get-quotes';

export type CancelQuoteResponse = ApiAnswer<'/api/quote/{id}/cancel', 'post'>;

/** POST /api/quote/{id}/cancel: withdraws a pending quote. */
export function cancelQuote(quoteId: string): Promise<CancelQuoteResponse> {
  return dataOf(api.POST('/api/quote/{id}/cancel', { params: { path: { id: quoteId } } }));
}

/** Cancels, then reloads the quotes (the card shows its new state). */
export function useCancelQuote() {
  return useSWRMutation(quotesKey, (_key: string, { arg }: { arg: string }) => cancelQuote(arg), {
    populateCache: false,
    revalidate: true,
  });
}
