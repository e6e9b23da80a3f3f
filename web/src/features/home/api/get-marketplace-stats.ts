import useSWR from 'swr';
import { logLoadFailure, referenceDataOptions } from '@/shared/api/reference-data-options';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type MarketplaceStats = ApiAnswer<'/api/public/marketplace-stats', 'get'>;

export function getMarketplaceStats(): Promise<MarketplaceStats> {
  return dataOf(api.GET('/api/public/marketplace-stats'));
}

/**
 * GET /api/public/marketplace-stats: the home page's trust figures, once per visit (they move
 * slowly). A failure is only logged: the section then reads as text, without figures.
 */
export function useMarketplaceStats() {
  return useSWR('/public/marketplace-stats', getMarketplaceStats, {
    ...referenceDataOptions,
    onError: logLoadFailure('marketplace figures'),
  });
}
