import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { compressedPage } from '../http/compressed-page.js';

/**
 * Serves the built web app: hashed assets cached for a year (and pre-compressed), index.html
 * revalidated on every load, and every non-/api path that is not a file falls back to
 * index.html (SPA routing).
 * Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  // Every SPA route answers with index.html: read it once instead of from disk per request.
  const indexHtml = hasWebApp ? compressedPage(readFileSync(join(distDir, 'index.html'))) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // A route per file found at start-up (the build is done by then); anything else is SPA routing.
      wildcard: false,
      index: false,
      // index.js.br / .gz written by the build (vite-plugin-compression2), chosen by Accept-Encoding.
      preCompressed: true,
      // send's own Cache-Control (max-age=0) would be written over the one setHeaders gives.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL is sent as Brotli, gzip or plain: shared caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // A missing build file (an old chunk after a deploy) is a real 404, so the page notices and reloads.
    const missingAsset = path.startsWith('/assets/');
    if (!indexHtml || missingAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const page = indexHtml.for(request.headers['accept-encoding']);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page.body);
  });
});
