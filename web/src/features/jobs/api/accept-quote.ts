import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { jobsKey } from '@/shared/api/get-jobs';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type AcceptQuoteResponse = ApiAnswer<'/api/quote/{id}/accept', 'post'>;

/** POST /api/quote/{id}/accept: the job moves to in progress with this business; its other quotes are declined. */
export function acceptQuote(quoteId: string): Promise<AcceptQuoteResponse> {
  return dataOf(api.POST('/api/quote/{id}/accept', { params: { path: { id: quoteId } } }));
}

/** Accepts, then reloads the active jobs (the Quoted list) and the jobs in progress, where the job now is. */
export function useAcceptQuote() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(jobsKey('active'), (_key: string, { arg }: { arg: string }) => acceptQuote(arg), {
    populateCache: false,
    revalidate: true,
    onSuccess: () => {
      void mutate(jobsKey('in_progress'));
    },
  });
}
