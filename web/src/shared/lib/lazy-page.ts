import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { announceChunkLoadFailed } from './chunk-load-failed';
import { reloadOnceForStaleChunk } from './stale-chunk-guard';

type PageModule = { default: ComponentType };

const browserEnvironment = {
  now: () => Date.now(),
  get storage() {
    return window.sessionStorage;
  },
  reload: () => window.location.reload(),
};

/**
 * A code-split page. When its chunk fails to load the page reloads once
 * (new deploy); if that already happened in the last 10 s the error
 * propagates to the route error page.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => guardStaleChunk(load));
}

/**
 * Loads a chunk; when it fails (a new deploy removed it) the page reloads once, and if that
 * already happened in the last 10 s the error propagates. Every code-split load goes through it.
 */
export function guardStaleChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadOnceForStaleChunk(browserEnvironment)) {
      // Keep the current screen until the browser navigates away.
      return new Promise<T>(() => {});
    }
    // The reload was used already: the error page shows, and the app offers a reload.
    announceChunkLoadFailed();
    throw error;
  });
}
