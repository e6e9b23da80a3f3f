import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { readPageData } from '@/app/prerender/page-data';
import { preloadRoute } from '@/app/prerender/preload-route';
import { appRoutes } from '@/app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A public page arrives prerendered (the BFF renders it with entry-server.tsx): hydrate it with
// the data it was rendered with, once its page's code is in (the server links it in the head).
// In a transition, so hydrating yields to the visitor's input.
const pageData = container.firstElementChild ? readPageData(document) : null;
if (pageData) {
  void preloadRoute(appRoutes, window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App pageData={pageData} />
          </StrictMode>,
        );
      }),
    );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
