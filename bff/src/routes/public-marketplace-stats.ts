import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { createMarketplaceStats, type MarketplaceStatsSource } from '../views/marketplace-stats.js';

const marketplaceStats = z.object({
  verifiedBusinesses: z
    .number()
    .int()
    .describe('Businesses anyone may see: live, verified and active (the rule of the public business pages)'),
  reviews: z.number().int().describe('Reviews customers wrote of completed jobs, hidden ones left out'),
  averageRating: z.number().nullable().describe('Average stars of those reviews to one decimal, null without reviews'),
});

/** Browsers and shared caches may keep the figures five minutes. */
const statsCache = 'public, max-age=300';

/** The home page's trust figures: how many verified businesses and reviews, and the average stars. */
export const publicMarketplaceStatsRoutes: FastifyPluginAsyncZod<{
  clients: ServiceClients;
  stats?: MarketplaceStatsSource;
}> = async (
  app,
  {
    clients,
    stats = createMarketplaceStats(clients, {
      onRefreshFailed: (error) =>
        app.log.warn({ err: error }, 'refreshing the marketplace figures failed; serving the copy held'),
    }),
  },
) => {
  app.get(
    '/public/marketplace-stats',
    {
      config: { access: { roles: 'public' } },
      schema: {
        operationId: 'getPublicMarketplaceStats',
        tags: ['landing pages'],
        summary: "The marketplace's trust figures: verified businesses, reviews and their average rating",
        description:
          'Counted by the services in their databases; the BFF keeps them a minute and caches may keep them five.',
        response: { 200: marketplaceStats, 503: errorBody },
      },
    },
    async (_request, reply) => {
      const figures = await stats.get();
      reply.header('cache-control', statsCache);
      return figures;
    },
  );
};
