import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../http/error-body.js';
import { sendReference } from '../reference/reference-cache.js';
import { locationsResponse, type ReferenceData, workCategoriesResponse } from '../reference/reference-data.js';

const notModified = { 304: z.null().describe('Not modified: the copy named by If-None-Match is current (no body)') };

/**
 * Work categories and locations: public reference data every form and the home page read, served
 * from this BFF's one copy (reference/reference-data.ts) with an ETag (304 when the browser's copy
 * is current).
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ reference: ReferenceData }> = async (app, { reference }) => {
  const { workCategories, locations } = reference;

  app.get(
    '/work-category',
    {
      config: { access: { roles: 'public' } },
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
      config: { access: { roles: 'public' } },
      schema: {
        tags: ['reference data'],
        summary: 'UK postcode prefixes (areas and imported districts) with their centroids',
        response: { 200: locationsResponse, ...notModified, 503: errorBody },
      },
    },
    async (request, reply) => sendReference(request, reply, await locations.get(), 300),
  );
};
