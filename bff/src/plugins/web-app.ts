import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceClients } from '../clients.js';
import { businessPageHead, unknownBusinessHead } from '../http/business-page-head.js';
import { type CompressedPage, compressedPage } from '../http/compressed-page.js';
import { createLandingPageHeads } from '../http/landing-page-head.js';
import { headTags, type PageHead, withHeadTags } from '../http/page-head-tags.js';
import { createServiceCatalog } from '../http/public-service-catalog.js';

export interface WebAppOptions {
  distDir?: string;
  /** The site's public address (PUBLIC_URL) for canonical URLs; without it, the request's own. */
  publicUrl?: string;
  /** For the head tags of a business profile; without them it gets the default ones. */
  clients?: Pick<ServiceClients, 'identity'> & Partial<Pick<ServiceClients, 'jobs'>>;
}

/** How long a business profile's head is reused: a renamed business shows within a minute. */
const businessHeadTtlMs = 60_000;
const businessHeadCacheSize = 500;

/**
 * Serves the built web app: hashed assets cached for a year (and pre-compressed), index.html
 * revalidated on every load, and every non-/api path that is not a file falls back to
 * index.html (SPA routing) — with the page's own title, description, canonical URL and Open Graph
 * tags for the public pages (dist/page-heads.json, written by the web build from its registry) and
 * for business profiles (from the business's public profile). An unknown business is a 404 page
 * kept out of search results.
 * Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const distDir = options.distDir;
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const template = hasWebApp ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const pageHeads = hasWebApp ? readPageHeads(join(distDir, 'page-heads.json')) : {};
  // Every SPA route answers with index.html: read it once instead of from disk per request.
  const indexHtml = hasWebApp ? compressedPage(Buffer.from(template)) : undefined;
  // Built and compressed once per origin and head, on first request; bounded (landing pages follow the catalog).
  const builtPages = new Map<string, CompressedPage>();
  const businessPages = new Map<string, { page: CompressedPage; status: number; until: number }>();
  // Landing pages (/services/…): heads from the live catalog; an unknown slug is a 404 page.
  const jobs = options.clients?.jobs;
  const landingHeads = jobs
    ? createLandingPageHeads(createServiceCatalog(() => jobs.listWorkCategories({})))
    : undefined;

  const origin = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  const pageFor = (request: FastifyRequest, path: string, head: PageHead) =>
    compressedPage(Buffer.from(withHeadTags(template, headTags(head, `${origin(request)}${path}`))));
  // Keyed by origin too: without PUBLIC_URL the canonical URL comes from the request's Host, and a
  // page built for one Host must never be served to another (no cache poisoning).
  const builtPageFor = (request: FastifyRequest, path: string, head: PageHead) => {
    const cacheKey = `${origin(request)}\n${path}\n${head.title}\n${head.description}`;
    let page = builtPages.get(cacheKey);
    if (!page) {
      if (builtPages.size >= businessHeadCacheSize) builtPages.clear();
      page = pageFor(request, path, head);
      builtPages.set(cacheKey, page);
    }
    return page;
  };

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

  async function businessPage(request: FastifyRequest, id: string) {
    const cacheKey = `${origin(request)}\n${id}`;
    const cached = businessPages.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached;
    const head = await businessPageHead(options.clients as ServiceClients, id);
    const path = `/business/${encodeURIComponent(id)}`;
    const entry = {
      page: pageFor(request, path, head ?? unknownBusinessHead),
      status: head ? 200 : 404,
      until: Date.now() + businessHeadTtlMs,
    };
    if (businessPages.size >= businessHeadCacheSize) businessPages.clear();
    businessPages.set(cacheKey, entry);
    return entry;
  }

  /** The HTML for a path, and its status: a registered page, a business profile or the plain app. */
  async function pageAt(request: FastifyRequest, path: string): Promise<{ page: CompressedPage; status: number }> {
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const head = pageHeads[key];
    if (head) return { page: builtPageFor(request, key, head), status: 200 };
    const business = /^\/business\/([^/]+)$/.exec(key);
    if (business?.[1] && options.clients) {
      try {
        return await businessPage(request, decodeURIComponent(business[1]));
      } catch (error) {
        // The page still works without its own tags: the app loads the profile itself.
        request.log.warn({ err: error }, 'business page head unavailable');
      }
    }
    if (landingHeads) {
      try {
        const landing = await landingHeads(key);
        if (landing) return { page: builtPageFor(request, key, landing.head), status: landing.status };
      } catch (error) {
        // The page still works without its own tags: the app loads the catalog itself.
        request.log.warn({ err: error }, 'landing page head unavailable');
      }
    }
    return { page: indexHtml as CompressedPage, status: 200 };
  }

  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // A missing build file (an old chunk after a deploy) is a real 404, so the page notices and reloads.
    const missingAsset = path.startsWith('/assets/');
    if (!indexHtml || missingAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const { page, status } = await pageAt(request, path);
    const body = page.for(request.headers['accept-encoding']);
    if (body.encoding) reply.header('content-encoding', body.encoding);
    return reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body.body);
  });
});

/** dist/page-heads.json; an older build without it serves every page with the default tags. */
function readPageHeads(file: string): Record<string, PageHead> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageHead>;
}
