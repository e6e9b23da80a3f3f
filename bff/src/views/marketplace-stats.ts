import type { ServiceClients } from '../clients.js';
import { keptForAWhile } from './kept-for-a-while.js';

/** The home page's trust figures, as GET /api/public/marketplace-stats answers them. */
export interface MarketplaceStats {
  verifiedBusinesses: number;
  reviews: number;
  /** To one decimal; null without reviews. */
  averageRating: number | null;
}

/** How long a BFF keeps the figures: they move slowly, and the home page is the busiest page. */
export const MARKETPLACE_STATS_TTL_MS = 60_000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The figures, from identity (businesses) and jobs (reviews), kept for a short while (one load
 * shared by the requests that wait for it); a failed reload keeps serving the copy held.
 */
export function createMarketplaceStats(
  { identity, jobs }: Pick<ServiceClients, 'identity' | 'jobs'>,
  { ttlMs = MARKETPLACE_STATS_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
) {
  return keptForAWhile(
    async (): Promise<MarketplaceStats> => {
      const [businesses, reviews] = await Promise.all([identity.countPublicBusinesses({}), jobs.getReviewTotals({})]);
      return {
        verifiedBusinesses: businesses.total,
        reviews: reviews.reviewsCount,
        averageRating: reviews.reviewsCount > 0 ? oneDecimal(reviews.averageRating) : null,
      };
    },
    { ttlMs, now },
  );
}

export type MarketplaceStatsSource = ReturnType<typeof createMarketplaceStats>;
