import { createContext, useContext } from 'react';
import type { PageHead } from './page-head';

/** Where a server render reports the head its page rendered (the prerender gives it to the BFF). */
export const PageHeadSink = createContext<((head: PageHead) => void) | null>(null);

/**
 * Renders a page's head tags; React 19 moves them into <head>. In a server render it reports them
 * instead: the BFF writes them into the page's head, where React's own copies could not go.
 */
export function PageHeadTags({ head }: { head: PageHead }) {
  const report = useContext(PageHeadSink);
  if (typeof document === 'undefined') {
    report?.(head);
    return null;
  }
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
