import type { UIMatch } from 'react-router-dom';

/** A route's `handle` when the server may prerender it: the page's module, as the build manifest names it. */
export interface PrerenderHandle {
  prerender: { source: string };
}

export function prerenderHandle(source: string): PrerenderHandle {
  return { prerender: { source } };
}

/** The page's module when the deepest matched route is one the server prerenders; otherwise null. */
export function prerenderedSource(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): string | null {
  const handle = matches.at(-1)?.handle as Partial<PrerenderHandle> | undefined;
  return handle?.prerender?.source ?? null;
}
