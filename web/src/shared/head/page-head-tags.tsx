import type { PageHead } from './page-head';

/** Renders a page's head tags; React 19 moves them into <head>. */
export function PageHeadTags({ head }: { head: PageHead }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
