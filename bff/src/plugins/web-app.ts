import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every non-/api path that is not a file falls back to index.html (SPA routing).
 * Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  // Every SPA route answers with index.html: read it once instead of from disk per request.
  const indexHtml = hasWebApp ? readFileSync(join(distDir, 'index.html')) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // A route per file found at start-up (the build is done by then); anything else is SPA routing.
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    if (!hasWebApp || missingAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
