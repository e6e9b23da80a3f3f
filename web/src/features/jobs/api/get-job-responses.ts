import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { RateType } from '@/shared/types/job';
import type { QuoteStatus } from '@/shared/types/quote';

/** A quote as the customer reads it: who bid, and how much. */
export interface JobResponse {
  id: string;
  jobId: string;
  cost: number;
  currency: 'GBP';
  rate_type: RateType;
  comments: string;
  createdAt: string;
  status: QuoteStatus;
  business: {
    id: string;
    userName: string;
    logo: string | null;
    reviewsCount: number;
    /** Average to one decimal; null without reviews. */
    rating: number | null;
  };
  /** The business logo. */
  avatar: string | null;
}

export interface JobResponsesResponse {
  responses: JobResponse[];
}

export const jobResponsesKey = (jobId: string) => `/job/${encodeURIComponent(jobId)}/responses`;

/** GET /api/job/{id}/responses: the pending and accepted quotes on the customer's job, cheapest first. */
export function getJobResponses(jobId: string): Promise<JobResponsesResponse> {
  return apiGet<JobResponsesResponse>(jobResponsesKey(jobId));
}

export function useJobResponses(jobId: string) {
  return useSWR(jobResponsesKey(jobId), () => getJobResponses(jobId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
