import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { PageData } from './prerender/page-data';
import { preloadRoute } from './prerender/preload-route';
import { appRoutes } from './routes';

/**
 * Starts the app in `container`. A public page arrives prerendered (the BFF renders it with
 * entry-server.tsx): it is hydrated with the data it was rendered with, once its page's code is in
 * (the server links it in the head), in a transition, so hydrating yields to the visitor's input.
 */
export async function startApp(container: HTMLElement, pageData: PageData | null): Promise<void> {
  if (!pageData) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  await preloadRoute(appRoutes, window.location.pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App pageData={pageData} />
      </StrictMode>,
    );
  });
}
