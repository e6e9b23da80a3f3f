import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { HttpError } from '../http/http-error.js';
import type { ReferenceData } from '../reference/reference-data.js';
import { createPeopleDirectory, ratingSummary } from '../views/people-directory.js';

const slugged = z.object({ id: z.string(), name: z.string(), slug: z.string() });
const catalogResponse = z.object({ categories: z.array(slugged.extend({ services: z.array(slugged) })) });

const businessSummary = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  logo: z.string().nullable(),
  rating: z.number().nullable().describe('Average stars to one decimal, null without reviews'),
  reviewsCount: z.number(),
});

const priceSummary = z.object({
  rateType: z.enum(['hourly', 'daily', 'flat']),
  quotesCount: z.number(),
  medianPence: z.number(),
  lowerQuartilePence: z.number(),
  upperQuartilePence: z.number(),
});

const serviceParams = z.object({ serviceId: z.uuid('Service not found') });
const serviceNotFound = () => new HttpError(404, 'Service not found');
/** Public data changes slowly: browsers and shared caches may keep it a minute. */
const publicCache = 'public, max-age=60';

/**
 * The public data of the service landing pages (/services/{category}/{service}): the catalog with
 * its slugs, the public businesses offering a service, and its typical prices. Anyone may read
 * them; only public fields leave (no contact details, never a single quote's price).
 */
export const publicLandingRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients; reference: ReferenceData }> = async (
  app,
  { clients, reference },
) => {
  const { catalog } = reference;
  const people = createPeopleDirectory(clients);
  const requireService = async (serviceId: string) => {
    if (!(await catalog.serviceById(serviceId))) throw serviceNotFound();
  };

  app.get(
    '/public/services',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['landing pages'],
        summary: 'The live work categories and their services, with the slugs of their landing pages',
        response: { 200: catalogResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { categories: await catalog.categories() };
    },
  );

  app.get(
    '/public/services/:serviceId/businesses',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['landing pages'],
        summary: 'Verified, active businesses offering a service, by name (public fields only)',
        params: serviceParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(12),
          offset: z.coerce.number().int().min(0).max(10_000).default(0),
        }),
        response: {
          200: z.object({ businesses: z.array(businessSummary), total: z.number() }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { serviceId } = request.params;
      await requireService(serviceId);
      const { businesses, total } = await clients.identity.listPublicBusinesses({ serviceId, ...request.query });
      const ratings = await people.ratings(businesses.map((b) => b.id));
      reply.header('cache-control', publicCache);
      return {
        businesses: businesses.map((b) => ({
          id: b.id,
          name: b.name,
          location: b.location || null,
          logo: b.logo || null,
          ...ratingSummary(ratings.get(b.id)),
        })),
        total,
      };
    },
  );

  app.get(
    '/public/services/:serviceId/prices',
    {
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['landing pages'],
        summary: "A service's typical prices from accepted quotes: median and interquartile range per pricing unit",
        description: 'A unit is left out until it has at least minQuotes accepted quotes.',
        params: serviceParams,
        response: {
          200: z.object({ prices: z.array(priceSummary), minQuotes: z.number() }),
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      await requireService(request.params.serviceId);
      const { prices, minQuotes } = await clients.jobs.getServicePrices({ serviceId: request.params.serviceId });
      reply.header('cache-control', publicCache);
      return {
        prices: prices.map((p) => ({ ...p, rateType: priceSummary.shape.rateType.parse(p.rateType) })),
        minQuotes,
      };
    },
  );
};
