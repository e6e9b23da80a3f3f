import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** The business's last 12 UK months: leads, interest, quotes, wins, response times, and its local quote medians. */
export type BusinessInsights = ApiAnswer<'/api/business/insights', 'get'>;
export type InsightsMonth = BusinessInsights['months'][number];
export type QuoteComparison = BusinessInsights['quoteComparisons'][number];

export const insightsKey = '/business/insights';

/** GET /api/business/insights. */
export function useBusinessInsights() {
  return useSWR(insightsKey, () => dataOf(api.GET('/api/business/insights')), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
