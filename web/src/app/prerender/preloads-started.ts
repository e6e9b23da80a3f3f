import { afterPaintPreloadsId } from '@localpros/contracts/rules';

/** How long to wait for the page's starter at most: a page whose inline script did not run. */
const starterWaitLimitMs = 1_000;

/**
 * Resolves once the page's starter (the BFF's inline script, bff/src/pages/after-paint-preloads.ts)
 * has moved the chunks' modulepreloads out of their template into the head, which it does once the
 * page has painted: the app's first import then goes out after the paint too, and finds its chunk
 * already on its way. At once when there is no template (the plain app, or the starter was
 * first); after `starterWaitLimitMs` when the template stays (the chunks then load as imported).
 */
export function preloadsStarted(): Promise<void> {
  return new Promise((resolve) => {
    const waiting = () => document.getElementById(afterPaintPreloadsId) !== null;
    if (!waiting()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!waiting()) done();
    });
    observer.observe(document.head, { childList: true });
    const timer = setTimeout(done, starterWaitLimitMs);
  });
}
