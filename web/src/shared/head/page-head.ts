import { company } from '@/shared/config/company';

/**
 * What a page tells search engines and link previews: its title and description. The page renders
 * them (PageHeadTags); the BFF writes what the server's render collected, with the canonical URL
 * and Open Graph tags, into the HTML it serves.
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

/** The head of a page that does not exist (an unknown business or service): kept out of search results. */
export const notFoundHead: PageHead = {
  title: `Page not found | ${company.name}`,
  description: 'The page you asked for does not exist or has moved.',
  noindex: true,
};
