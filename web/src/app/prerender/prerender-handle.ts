import type { UIMatch } from 'react-router-dom';

/**
 * A route's `handle` when the server may prerender it: the page's module, as the build manifest
 * names it, and the query parameters the page reads while it renders (the server renders and keeps
 * the page per their values, and leaves every other parameter out).
 */
export interface PrerenderHandle {
  prerender: { source: string; query: readonly string[] };
}

export function prerenderHandle(source: string, query: readonly string[] = []): PrerenderHandle {
  return { prerender: { source, query } };
}

/** The deepest matched route's prerender handle, when it has one. */
export function prerenderedPage(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): PrerenderHandle['prerender'] | null {
  const handle = matches.at(-1)?.handle as Partial<PrerenderHandle> | undefined;
  return handle?.prerender ?? null;
}

/** The page's module when the deepest matched route is one the server prerenders; otherwise null. */
export function prerenderedSource(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): string | null {
  return prerenderedPage(matches)?.source ?? null;
}
