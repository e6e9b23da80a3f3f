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
 * The BFF writes them there, inert, and the app moves them into the head once the page has
 * painted: on a slow network, scripts asked for before the first paint share the bandwidth with
 * what the paint needs, and only hydrate what is drawn already (issue 26.5).
 */
export const afterPaintPreloadsId = 'lp-after-paint';
