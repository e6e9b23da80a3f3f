import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { sessionOf } from '../plugins/auth.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { businessInsights, toBusinessInsights } from '../views/insights-view.js';

/**
 * The dashboard's Insights tab (docs/insights.md): matching owns the leads, interest and response
 * times, quotes the quotes and wins; each answers in one query and this route joins them by month.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { matching, quotes } = clients;

  app.get(
    '/business/insights',
    {
      config: { access: { roles: ['business'], ownership: "the session business's own leads and quotes" } },
      schema: {
        tags: ['leads'],
        summary: "The business's leads, quotes and wins by month over the last 12 months, with its local quote median",
        response: { 200: businessInsights, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const businessId = sessionOf(request).user.id;
      const [funnel, quoting, categories] = await Promise.all([
        matching.getLeadFunnel({ businessId }),
        quotes.getQuoteInsights({ businessId }),
        reference.categories(),
      ]);
      return toBusinessInsights(new Date(), funnel, quoting, categories);
    },
  );
};
