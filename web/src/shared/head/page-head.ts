/**
 * What a page tells search engines and link previews: its title and description. The BFF writes
 * these (with the canonical URL and Open Graph tags) into the HTML it serves; in the browser React
 * keeps <title> and the description current as the visitor moves between pages.
 */
export interface PageHead {
  /** The whole <title>, e.g. "Post a job | LocalPros". */
  title: string;
  description: string;
  /** Keep the page out of search results (forms that only make sense mid-journey). */
  noindex?: boolean;
}
