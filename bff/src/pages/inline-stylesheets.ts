import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The most of a page's stylesheets written into its HTML. A first visit then paints without
 * another round trip for the CSS: on Lighthouse's slow 4G the public pages' first paint waited
 * for up to eight small stylesheets (issue 26.5). The app's CSS is ~36 KB in all, a page's ~10–16 KB.
 */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

/** A stylesheet that would change meaning inside a <style>: a closing tag, or a url() relative to its own file. */
const unsafeInline = /<\/style|url\(\s*(?!['"]?(?:\/|data:|#|https?:))/i;

/**
 * The tags for a page's stylesheets, in the order given (the cascade's): each written into a
 * <style> while the page's budget lasts, followed by its <link> disabled, which the browser does
 * not fetch but the app's module loader finds (a chunk's CSS counts as loaded when a stylesheet
 * link names it), so the app does not fetch it again when it loads the page's chunk. What cannot
 * be inlined (unreadable, unsafe, over the budget) stays a plain stylesheet link. Files are read
 * once: a build does not change under a running server.
 */
export function stylesheetTags(distDir: string): (files: readonly string[]) => string[] {
  const read = new Map<string, string | null>();
  const contentOf = (file: string): string | null => {
    if (!read.has(file)) {
      let css: string | null = null;
      try {
        css = readFileSync(join(distDir, file), 'utf8');
      } catch {
        // Missing from this build: linked as it was, the browser asks for it.
      }
      read.set(file, css !== null && !unsafeInline.test(css) ? css : null);
    }
    return read.get(file) ?? null;
  };
  return (files) => {
    let budget = INLINE_CSS_MAX_BYTES;
    return files.flatMap((file) => {
      const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
      const css = contentOf(file);
      if (css === null || Buffer.byteLength(css) > budget) return [`${link}>`];
      budget -= Buffer.byteLength(css);
      return [`<style>${css}</style>`, `${link} disabled>`];
    });
  };
}
