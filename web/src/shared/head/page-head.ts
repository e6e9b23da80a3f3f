/**
 * What a page tells search engines and link previews: its title and description. The page renders
 * them (PageHeadTags); the BFF writes what the server's render collected, with the canonical URL
 * and Open Graph tags, into the HTML it serves.
 */
import type { PageHead } from '@localpros/contracts/rules';
import { company } from '@/shared/config/company';

export type { PageHead, PageHeadAnswer } from '@localpros/contracts/rules';

/** The head of a page that does not exist (an unknown business or service): kept out of search results. */
export const notFoundHead: PageHead = {
  title: `Page not found | ${company.name}`,
  description: 'The page you asked for does not exist or has moved.',
  noindex: true,
};
