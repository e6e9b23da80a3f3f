import type { PageHead } from './page-head';

/**
 * Renders a page's head tags; React 19 moves them into <head>. Not in a server render: the BFF
 * writes the same tags into the page's head, and React would leave its copies in the body.
 */
export function PageHeadTags({ head }: { head: PageHead }) {
  if (typeof document === 'undefined') return null;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
