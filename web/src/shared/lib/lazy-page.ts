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

/** A code-split page that can be loaded ahead of its first render. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; once it is in, the page renders without suspending. */
  preload(): Promise<unknown>;
};

/**
 * A code-split page. When its chunk fails to load the page reloads once
 * (new deploy); if that already happened in the last 10 s the error
 * propagates to the route error page.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= guardStaleChunk(load).then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  // Loaded already (preload): a thenable that resolves at once, so React renders the page in the
  // same pass instead of suspending for a tick — hydrating a prerendered page must not suspend.
  const Page = lazy(() => (loaded ? (resolvedThenable(loaded) as Promise<PageModule>) : preload()));
  return Object.assign(Page, { preload });
}

/** A thenable that calls back synchronously (React.lazy reads a module resolved that way at once). */
function resolvedThenable<T>(value: T): PromiseLike<T> {
  return {
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes.
    then: (onFulfilled) => resolvedThenable(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/**
 * Loads a chunk; when it fails (a new deploy removed it) the page reloads once, and if that
 * already happened in the last 10 s the error propagates. Every code-split load goes through it.
 */
export function guardStaleChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    // Prerendering on the server: no page to reload, and the render should fail with the cause.
    if (typeof window === 'undefined') throw error;
    if (reloadOnceForStaleChunk(browserEnvironment)) {
      // Keep the current screen until the browser navigates away.
      return new Promise<T>(() => {});
    }
    // The reload was used already: the error page shows, and the app offers a reload.
    announceChunkLoadFailed();
    throw error;
  });
}
