import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { leadsKey } from './get-leads';

export type QuoteRequest = ApiBody<'/api/quote', 'post'>;

/** POST /api/quote. */
export function sendQuote(input: QuoteRequest): Promise<ApiAnswer<'/api/quote', 'post'>> {
  return dataOf(api.POST('/api/quote', { body: input }));
}

/** Sends, then reloads the leads (a quoted lead leaves the list). */
export function useSendQuote() {
  return useSWRMutation(leadsKey, (_key: string, { arg }: { arg: QuoteRequest }) => sendQuote(arg), {
    populateCache: false,
    revalidate: true,
  });
}
