import type { ServiceClients } from '../clients.js';
import { type KeptForAWhileOptions, keptForAWhile } from '../kept-for-a-while.js';

/** The home page's trust figures, as GET /api/public/marketplace-stats answers them. */
export interface MarketplaceStats {
  verifiedBusinesses: number;
  reviews: number;
  /** To one decimal; null without reviews. */
  averageRating: number | null;
}

/** How long a BFF serves its copy before reloading it: the figures move slowly, and the home page is the busiest page. */
export const MARKETPLACE_STATS_REFRESH_MS = 60_000;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The figures, from identity (businesses) and jobs (reviews), kept for a short while
 * (kept-for-a-while.ts: one load shared by the requests that wait for it, then reloaded in the
 * background once a minute old); a failed reload keeps serving the copy held.
 */
export function createMarketplaceStats(
  { identity, jobs }: Pick<ServiceClients, 'identity' | 'jobs'>,
  { refreshMs = MARKETPLACE_STATS_REFRESH_MS, ...keeping }: Partial<KeptForAWhileOptions> = {},
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
    { refreshMs, ...keeping },
  );
}

export type MarketplaceStatsSource = ReturnType<typeof createMarketplaceStats>;
