import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type QuotesResponse = ApiAnswer<'/api/quotes', 'get'>;

/** A quote as its business reads it; declineReason says why a declined quote was declined. */
export type Quote = QuotesResponse['quotes'][number];

export const quotesKey = '/quotes';

/** GET /api/quotes: the business's quotes in every state, newest first. */
export function getQuotes(): Promise<QuotesResponse> {
  return dataOf(api.GET('/api/quotes'));
}

export function useQuotes() {
  return useSWR(quotesKey, getQuotes, { revalidateOnFocus: false, shouldRetryOnError: false });
}
