// pages/: the HTML the browser gets: prerendered, compressed and cached pages, their head tags, the card form's SDK.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterPaintPreloads } from './after-paint-preloads.js';
import { stylesheetTags } from './inline-stylesheets.js';

type ApiSend = (url: string, init: RequestInit) => Promise<Response>;

/** A page's head and its status, as the web app's server entry builds them (one type for both sides). */
import type { PageHead, PageHeadAnswer } from '@localpros/contracts/rules';

export type { PageHead, PageHeadAnswer } from '@localpros/contracts/rules';

/** What the web app's server entry (web/src/entry-server.tsx, built to dist/.ssr) offers. */
interface ServerEntry {
  prerenderPage(
    url: URL,
    options: { send: ApiSend; signal?: AbortSignal; onError?: (error: unknown) => void },
  ): Promise<{ html: string; data: Record<string, unknown>; source: string; head?: PageHead | null } | null>;
  pageDataScript(data: Record<string, unknown>): string;
  /** The query the page at this URL reads while rendering ('' for none); null when it is not prerendered. */
  prerenderedQuery?(url: URL): string | null;
  /** The page's head and status without rendering it; null for a page without a head of its own. */
  pageHead?(url: URL, options: { send: ApiSend }): Promise<PageHeadAnswer | null>;
}

/**
 * A prerendered page's parts for index.html: #root's content, its data, the links its chunk and
 * CSS need, and the head the page rendered (null when it rendered none).
 */
export interface PrerenderedParts {
  html: string;
  dataScript: string;
  headLinks: string;
  head: PageHead | null;
}

export interface PagePrerenderer {
  /**
   * The part of the URL's query the page reads while rendering (canonical: the same page, the same
   * string), '' for none; null when the page is not one the web app prerenders.
   */
  queryOf(url: URL): string | null;
  /** The page at this URL as HTML, or null when it is not one the web app prerenders. */
  render(url: URL): Promise<PrerenderedParts | null>;
  /**
   * The page's head and status as the web app gives them without rendering (its registry, or the one
   * read a business or landing page names itself by); null for a page without a head of its own.
   */
  head(url: URL): Promise<PageHeadAnswer | null>;
}

/** dist/.vite/manifest.json, as far as it is read here. */
type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

// A render that takes longer is abandoned: the visitor gets the plain app, which loads the page itself.
const renderTimeoutMs = 3_000;

/**
 * Loads the web build's server entry when there is one (an older build or a test without it: the
 * pages are served as the plain app). The page's data calls go to this BFF in process
 * (app.inject), as a visitor's would: no cookie, only GETs under /api.
 */
export async function loadPagePrerenderer(
  distDir: string,
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<PagePrerenderer | undefined> {
  const entryFile = join(distDir, '.ssr', 'entry-server.js');
  if (!existsSync(entryFile)) return undefined;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } catch (error) {
    log.error({ err: error }, 'the web app server entry did not load; public pages are served unrendered');
    return undefined;
  }
  const linksFor = pageLinks(readManifest(join(distDir, '.vite', 'manifest.json')), stylesheetTags(distDir));

  const send: ApiSend = async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/api/'))
      throw new Error(`A prerender may only read the API: ${method} ${url}`);
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  return {
    // An older build without it: every page is rendered as if its address had no query.
    queryOf: (url) => (entry.prerenderedQuery ? entry.prerenderedQuery(url) : ''),
    async render(url) {
      const page = await entry.prerenderPage(url, {
        send,
        signal: AbortSignal.timeout(renderTimeoutMs),
        onError: (error) => log.warn({ err: error, path: url.pathname }, 'a part of a page failed to prerender'),
      });
      if (!page) return null;
      const headLinks = linksFor(page.source);
      return { html: page.html, dataScript: entry.pageDataScript(page.data), headLinks, head: page.head ?? null };
    },
    // An older build without it: the pages keep index.html's own tags unless rendered.
    head: async (url) => (entry.pageHead ? entry.pageHead(url, { send }) : null),
  };
}

function readManifest(file: string): Manifest {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The head tags a page needs beyond what index.html already loads: the chunks the entry starts the
 * app with (its dynamic imports: main.tsx loads them in steps, and the app's CSS is among them),
 * then the page module's chunk and the chunks it imports — modulepreloads, asked for all at once
 * when the page has painted (after-paint-preloads.ts) rather than one import after another, and
 * their CSS (inlined or linked: inline-stylesheets.ts), so the HTML is styled when it paints.
 * Worked out once per module.
 */
function pageLinks(
  manifest: Manifest,
  stylesheets: (files: readonly string[]) => string[],
): (source: string) => string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  if (entryKey) collect(manifest, entryKey, loadedByEntry);
  const startChunks = new Set<string>();
  for (const key of (entryKey && manifest[entryKey]?.dynamicImports) || []) collect(manifest, key, startChunks);
  const startLinks = linkTags(manifest, startChunks, loadedByEntry);
  const linked = new Set([...loadedByEntry, ...startChunks]);
  const known = new Map<string, string>();
  return (source) => {
    let links = known.get(source);
    if (links === undefined) {
      const chunks = new Set<string>();
      if (manifest[source]) collect(manifest, source, chunks);
      const own = linkTags(manifest, chunks, linked);
      links = [
        ...stylesheets([...startLinks.css, ...own.css]),
        ...afterPaintPreloads([...startLinks.js, ...own.js]),
      ].join('\n    ');
      known.set(source, links);
    }
    return links;
  };
}

/**
 * These chunks' stylesheet files and modulepreloads, leaving out the chunks loaded already. The
 * caller writes all stylesheets first: they hold up the first paint, so they come before the
 * scripts, which only hydrate what is already drawn.
 */
function linkTags(manifest: Manifest, chunks: Set<string>, loaded: Set<string>): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const key of chunks) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    css.push(...(chunk.css ?? []));
    js.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return { css, js };
}

/** A manifest entry and everything it imports statically. */
function collect(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(manifest, imported, into);
}
