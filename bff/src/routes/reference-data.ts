import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';

const workCategoriesResponse = z.object({
  workCategories: z.array(
    z.object({ id: z.string(), name: z.string(), services: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
});

const locationsResponse = z.object({
  locations: z.array(z.object({ location: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })),
});

/** Work categories and locations: public reference data every form and the home page read. */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ clients: ServiceClients }> = async (app, { clients }) => {
  app.get(
    '/work-category',
    {
      schema: {
        tags: ['reference data'],
        summary: 'Active work categories with their services',
        response: { 200: workCategoriesResponse, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return clients.jobs.listWorkCategories({});
    },
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: ['reference data'],
        summary: 'UK postcode prefixes (areas and imported districts) with their centroids',
        response: { 200: locationsResponse, 503: errorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return clients.jobs.listLocations({});
    },
  );
};
