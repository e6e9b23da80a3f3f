import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { jobsKey } from '@/shared/api/get-jobs';
import type { JobResponse } from './get-job-responses';

export interface AcceptQuoteResponse {
  quote: JobResponse;
  message: string;
}

/** POST /api/quote/{id}/accept: the job moves to in progress with this business; its other quotes are declined. */
export function acceptQuote(quoteId: string): Promise<AcceptQuoteResponse> {
  return apiRequest<AcceptQuoteResponse>(`/quote/${encodeURIComponent(quoteId)}/accept`, { method: 'POST' });
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
