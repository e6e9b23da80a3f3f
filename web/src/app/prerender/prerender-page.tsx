import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ApiTransport } from '@/shared/api/api-client';
import type { PageHead } from '@/shared/head/page-head';
import { PageHeadSink } from '@/shared/head/page-head-tags';
import { AppProviders } from '../providers';
import { appRoutes } from '../routes';
import { createAppStore } from '../store';
import { collectPageData, type WantedData } from './collect-page-data';
import { type PageData, pageDataCache } from './page-data';
import { prerenderedSource } from './prerender-handle';
import { withApiTransport } from './server-transport';

/**
 * A public page as HTML, the data it was rendered with, its module (for its chunk and CSS) and the
 * head it rendered (PageHeadTags; the last one wins, the page's own over the shell's), if any.
 */
export interface PrerenderedPage {
  html: string;
  data: PageData;
  source: string;
  head: PageHead | null;
}

// Data that needs data (a business, then its reviews), or code that shows only with data, takes a
// round per step; four is plenty.
const maxRounds = 4;

const handler = createStaticHandler(appRoutes);

export interface PrerenderOptions {
  /** How the page's API calls reach the BFF. */
  send: ApiTransport;
  signal?: AbortSignal;
  /** A part of the page that failed to render (the browser renders that part itself). */
  onError?: (error: unknown) => void;
}

/**
 * Renders a light page (app/routes.tsx) for a visitor: no session, the page's data fetched on the
 * server through the API client. Rendered, its hooks' data fetched and put in SWR's cache, rendered
 * again, until nothing new is asked for. Null when the path is not a prerendered page (or no route
 * matches), or when a part of it never came in place: the server then sends the plain app.
 */
export function prerenderPage(url: URL, options: PrerenderOptions): Promise<PrerenderedPage | null> {
  return withApiTransport(options.send, () => render(url, options));
}

async function render(url: URL, { signal, onError }: PrerenderOptions): Promise<PrerenderedPage | null> {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.errors) return null;
  const source = prerenderedSource(context.matches.map((match) => ({ handle: match.route.handle })));
  if (!source) return null;

  const data: PageData = {};
  const failed = new Set<string>();
  for (let round = 0; ; round += 1) {
    const wanted: WantedData = new Map();
    const rendered: { head: PageHead | null } = { head: null };
    const html = await renderOnce(context, data, wanted, rendered, { signal, onError });
    const missing = [...wanted].filter(([key]) => !(key in data) && !failed.has(key));
    // A part that waited for its code (React.lazy) is sent out of order, behind an inline script:
    // rendered again, its code is loaded and it comes in place (the browser needs no script for it).
    const complete = missing.length === 0 && !html.includes(outOfOrderMark);
    if (complete || round === maxRounds) {
      // Still out of order after the last round: that part would need an inline script to show.
      return html.includes(outOfOrderMark) ? null : { html, data, source, head: rendered.head };
    }
    await Promise.all(
      missing.map(async ([key, fetch]) => {
        try {
          data[key] = await fetch();
        } catch {
          // Rendered as the browser would first render it: loading, then its own error state.
          failed.add(key);
        }
      }),
    );
  }
}

/** How React's HTML holds a part it finished later (`<template id="B:0">`, filled by a script). */
const outOfOrderMark = '<template id="B:';

type StaticContext = Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

async function renderOnce(
  context: StaticContext,
  data: PageData,
  wanted: WantedData,
  rendered: { head: PageHead | null },
  { signal, onError }: Pick<PrerenderOptions, 'signal' | 'onError'>,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders
      store={createAppStore()}
      swr={{ use: [collectPageData(wanted)], provider: () => pageDataCache(data) }}
      preloadReferenceData={false}
    >
      <PageHeadSink.Provider
        value={(head) => {
          rendered.head = head;
        }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageHeadSink.Provider>
    </AppProviders>,
    {
      signal,
      // Never outline a large part to send it later behind an inline script: the page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside the page leaves its part to the browser; the render goes on, and says why.
      onError,
    },
  );
  return new Response(prelude).text();
}
