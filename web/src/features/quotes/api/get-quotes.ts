import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { JobFactsSource, JobStatus, RateType } from '@/shared/types/job';
import type { QuoteStatus } from '@/shared/types/quote';

export type DeclineReason = 'another_quote_accepted' | 'job_cancelled';

/** A quote as its business reads it (docs/api/quotes-to-reviews.md, "quote"). */
export interface Quote {
  id: string;
  leadId: string;
  jobId: string;
  cost: number;
  currency: 'GBP';
  rate_type: RateType;
  comments: string;
  createdAt: string;
  status: QuoteStatus;
  /** Why a declined quote was declined; null otherwise. */
  declineReason: DeclineReason | null;
  job: JobFactsSource & { id: string; title: string; status: JobStatus; createdAt: string | null };
  /** The customer who posted the job. */
  user: { name: string };
}

export interface QuotesResponse {
  quotes: Quote[];
}

export const quotesKey = '/quotes';

/** GET /api/quotes: the business's quotes in every state, newest first. */
export function getQuotes(): Promise<QuotesResponse> {
  return apiGet<QuotesResponse>(quotesKey);
}

export function useQuotes() {
  return useSWR(quotesKey, getQuotes, { revalidateOnFocus: false, shouldRetryOnError: false });
}
