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
