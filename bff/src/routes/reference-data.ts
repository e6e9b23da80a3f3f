import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { errorBody } from '../http/error-body.js';
import { createReferenceCache, sendReference } from '../http/reference-cache.js';
import type { ReferenceChanges } from '../http/reference-changes.js';

const workCategoriesResponse = z.object({
  workCategories: z.array(
    z.object({ id: z.string(), name: z.string(), services: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
});

const locationsResponse = z.object({
  locations: z.array(z.object({ location: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })),
});

/**
 * How stale this BFF's copy may get: an admin's change to a category, or a districts import, shows
 * within about this long (jobs publishes no event for them, and the BFF consumes none).
 */
export const REFERENCE_REFRESH_MS = 5_000;

const notModified = { 304: z.null().describe('Not modified: the copy named by If-None-Match is current (no body)') };

/**
 * Work categories and locations: public reference data every form and the home page read, held in
 * memory and answered with an ETag (304 when the browser's copy is current).
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{
  clients: ServiceClients;
  refreshMs?: number;
  /** This BFF's admin routes announce their changes here: the copy is reloaded at once. */
  changes?: ReferenceChanges;
}> = async (app, { clients, refreshMs = REFERENCE_REFRESH_MS, changes }) => {
  const onRefreshFailed = (error: unknown) =>
    app.log.warn({ err: error }, 'refreshing reference data failed; serving the copy held');
  const workCategories = createReferenceCache({
    load: () => clients.jobs.listWorkCategories({}),
    schema: workCategoriesResponse,
    refreshMs,
    onRefreshFailed,
  });
  changes?.onWorkCategoriesChanged(() => workCategories.refreshNow());
  const locations = createReferenceCache({
    load: () => clients.jobs.listLocations({}),
    schema: locationsResponse,
    refreshMs,
    onRefreshFailed,
  });

  app.get(
    '/work-category',
    {
      schema: {
        tags: ['reference data'],
        summary: 'Active work categories with their services',
        response: { 200: workCategoriesResponse, ...notModified, 503: errorBody },
      },
    },
    async (request, reply) => sendReference(request, reply, await workCategories.get(), 60),
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: ['reference data'],
        summary: 'UK postcode prefixes (areas and imported districts) with their centroids',
        response: { 200: locationsResponse, ...notModified, 503: errorBody },
      },
    },
    async (request, reply) => sendReference(request, reply, await locations.get(), 300),
  );
};
