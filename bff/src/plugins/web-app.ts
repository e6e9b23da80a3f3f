import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { BoundedCache } from '../bounded-cache.js';
import { type CompressedPage, compressedPage } from '../pages/compressed-page.js';
import { headTags, withHeadTags, withPrerenderedPage } from '../pages/page-head-tags.js';
import { loadPagePrerenderer, type PageHeadAnswer, type PrerenderedParts } from '../pages/page-prerenderer.js';

export interface WebAppOptions {
  distDir?: string;
  /** The site's public address (PUBLIC_URL) for canonical URLs; without it, the request's own. */
  publicUrl?: string;
  /** Pages rendered (not served from the cache) per client address a minute; past it, the plain app. */
  rendersPerMinute: number;
}

/**
 * How long a public page's HTML is reused: its head and prerendered body come from live data (a
 * business's profile and reviews, the catalog, the marketplace figures), and change within a minute.
 */
const pageTtlMs = 60_000;
/**
 * The public pages kept, in bytes (their compressed forms: ~15-40 KB a page): a bound on the BFF's
 * memory whatever the pages weigh, well inside its 256 MiB request (k8s/base/bff.yaml).
 */
const pageCacheBytes = 24 * 1024 * 1024;
// Prerendering is CPU work on the event loop: past this many at once, visitors get the plain app.
const maxConcurrentPrerenders = 4;

interface ServedPage {
  page: CompressedPage;
  status: number;
}

/** A page as built: `whole` is false when its body could not be rendered (it is then not kept). */
type BuiltPage = ServedPage & { whole: boolean; bytes: number };

/**
 * Serves the built web app: hashed assets cached for a year (and pre-compressed), index.html
 * revalidated on every load, and every non-/api path that is not a file falls back to
 * index.html (SPA routing). The light pages are prerendered into it with their data (dist/.ssr,
 * the web app's server entry), then hydrate in the browser. Every public page gets its own title,
 * description, canonical URL and Open Graph tags from the web app: the head the page rendered, or,
 * when it is not rendered, the head the server entry gives without rendering. An unknown business
 * or service is a 404 page kept out of search results. Unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const distDir = options.distDir;
  const hasWebApp = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const template = hasWebApp ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  // Every SPA route answers with index.html: read it once instead of from disk per request.
  const indexHtml = hasWebApp ? compressedPage(Buffer.from(template)) : undefined;
  const prerenderer = hasWebApp ? await loadPagePrerenderer(distDir, app, app.log) : undefined;
  // Public pages, built on first request and kept a minute; one build is shared by the requests
  // that wait for it. Keyed by origin too: without PUBLIC_URL the canonical URL comes from the
  // request's Host, and a page built for one Host must never be served to another (no cache poisoning).
  // A page built without its body (a failed render, a busy server, a visitor past their renders) is not kept.
  const pages = new BoundedCache<BuiltPage>({
    maxBytes: pageCacheBytes,
    ttlMs: pageTtlMs,
    keep: (built) => built.whole,
  });
  let prerendering = 0;
  // Per process, as the CPU it guards: one address cannot keep the event loop rendering new pages.
  const renderBudget = new RateLimiterMemory({ points: options.rendersPerMinute, duration: 60 });

  const origin = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // A route per file found at start-up (the build is done by then); anything else is SPA routing.
      // Dot folders (.vite's manifest, .ssr's server entry) are not among them.
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

  /** A public page's head and status as the web app gives them without rendering it; undefined for none. */
  async function headAt(request: FastifyRequest, canonicalUrl: string): Promise<PageHeadAnswer | undefined> {
    if (!prerenderer) return undefined;
    try {
      return (await prerenderer.head(new URL(canonicalUrl))) ?? undefined;
    } catch (error) {
      // The page still works with index.html's tags: the app loads its data itself.
      request.log.warn({ err: error }, 'page head unavailable');
      return undefined;
    }
  }

  /**
   * The query the page at this URL is rendered with (only what it reads, canonical), or null when
   * it is not a page the web app prerenders.
   */
  function renderedQuery(request: FastifyRequest, canonicalUrl: string, search: string): string | null {
    if (!prerenderer) return null;
    try {
      const url = new URL(canonicalUrl);
      url.search = search;
      return prerenderer.queryOf(url);
    } catch (error) {
      request.log.warn({ err: error }, 'page query unreadable');
      return null;
    }
  }

  /** Whether this visitor may have one more page rendered this minute. */
  async function withinRenderBudget(request: FastifyRequest): Promise<boolean> {
    try {
      await renderBudget.consume(request.ip);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /**
   * The page rendered, when this is a page the web app prerenders, and whether the answer is whole:
   * false when the render failed, the server was busy or the visitor used up their renders (the
   * plain app then loads the page itself, and the page is not kept).
   */
  async function render(
    request: FastifyRequest,
    canonicalUrl: string,
    query: string | null,
  ): Promise<{ parts: PrerenderedParts | null; whole: boolean }> {
    if (!prerenderer || query === null) return { parts: null, whole: true };
    if (!(await withinRenderBudget(request))) return { parts: null, whole: false };
    if (prerendering >= maxConcurrentPrerenders) return { parts: null, whole: false };
    prerendering += 1;
    try {
      const url = new URL(canonicalUrl);
      url.search = query;
      return { parts: await prerenderer.render(url), whole: true };
    } catch (error) {
      request.log.warn({ err: error }, 'page prerender failed');
      return { parts: null, whole: false };
    } finally {
      prerendering -= 1;
    }
  }

  /** The page at this path (and the query it reads): a public page with its head and body, or the plain index.html. */
  async function buildPage(request: FastifyRequest, path: string, query: string | null): Promise<BuiltPage> {
    const canonicalUrl = `${origin(request)}${path}`;
    const found = await headAt(request, canonicalUrl);
    // Only a page that exists is rendered: a 404 keeps its head and the app's not-found page.
    const { parts, whole } =
      !found || found.status === 200 ? await render(request, canonicalUrl, query) : { parts: null, whole: true };
    // The head the page rendered; unrendered, the same head as the web app gives it without rendering.
    const head = parts?.head ?? found?.head;
    const withHead = head ? withHeadTags(template, headTags(head, canonicalUrl)) : template;
    const html = parts ? withPrerenderedPage(withHead, parts) : withHead;
    // Built once a minute rather than once a build: a quicker Brotli level, nearly as small.
    const page = html === template ? (indexHtml as CompressedPage) : compressedPage(Buffer.from(html), { quick: true });
    // index.html is shared by every page that has no head of its own: it costs a cache nothing.
    return { page, status: found?.status ?? 200, whole, bytes: page === indexHtml ? 1 : page.bytes };
  }

  /**
   * The HTML for a path, and its status, kept a minute. The query counts only as far as the page
   * reads it: any other parameter (`/?x=1`, `/?x=2`, …) is the same page, neither built again nor
   * seen by the render.
   */
  async function pageAt(request: FastifyRequest, path: string, search: string): Promise<ServedPage> {
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const query = renderedQuery(request, `${origin(request)}${key}`, search);
    const cacheKey = `${origin(request)}\n${key}${query ?? ''}`;
    return pages.get(cacheKey, () => buildPage(request, key, query));
  }

  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // A missing build file (an old chunk after a deploy) is a real 404, so the page notices and reloads.
    const missingAsset = path.startsWith('/assets/');
    if (!indexHtml || missingAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    const { page, status } = await pageAt(request, path || '/', search.length > 1 ? search : '');
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
