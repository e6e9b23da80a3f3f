/**
 * A public page's head as the web app renders it, and the status it is served with: the interface
 * between the web app's server entry (which builds it) and the BFF (which serves it).
 */
export interface PageHead {
  /** The whole <title>, e.g. "Post a job | LocalPros". */
  title: string;
  description: string;
  /** Keep the page out of search results (forms that only make sense mid-journey, a 404). */
  noindex?: boolean;
}

/** A page's head and the HTTP status it is served with. */
export interface PageHeadAnswer {
  head: PageHead;
  status: number;
}

/**
 * The id of the <template> in a prerendered page's head that holds its scripts' modulepreloads.
 * The BFF writes them there, inert, with an inline starter that moves them into the head once the
 * page has painted (bff/src/pages/after-paint-preloads.ts); the app's entry waits for that before
 * its first import (web/src/app/prerender/preloads-started.ts). Scripts asked for before the first
 * paint share a slow network with what the paint needs, and only hydrate what is drawn already.
 */
export const afterPaintPreloadsId = 'lp-after-paint';
