import type { Plugin } from 'vite';
import { pageHeads } from './src/app/head/page-heads';

/** The file the BFF reads to serve each public page's HTML with its own head tags. */
export const pageHeadsFileName = 'page-heads.json';

/**
 * Writes the web app's registry of public page titles and descriptions (src/app/head/page-heads.ts)
 * to dist/page-heads.json: the BFF puts them, with the canonical URL and Open Graph tags, into
 * the HTML of those paths, so search engines and link previews see them without running JS.
 */
export function pageHeadsFile(): Plugin {
  return {
    name: 'localpros-page-heads',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: pageHeadsFileName, source: `${JSON.stringify(pageHeads, null, 2)}\n` });
    },
  };
}
