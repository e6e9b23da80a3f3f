import { httpRequestDurationHistogram } from '@localpros/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every BFF response by method, route pattern and status class. The route is the pattern
 * (`/api/job/:id`), never the URL: URLs carry ids and codes, and would make a series per request.
 * A request no route matched (a 404, the web app's pages) counts as `unmatched`.
 */
export const httpMetricsPlugin = fp(async (app: FastifyInstance, options: { registry: Registry }) => {
  const histogram = httpRequestDurationHistogram(options.registry);
  app.addHook('onResponse', async (request, reply) => {
    histogram.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
});
