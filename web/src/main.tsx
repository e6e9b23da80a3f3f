import { readPageData } from '@/app/prerender/page-data';
import { preloadsStarted } from '@/app/prerender/preloads-started';
import { guardStaleChunk } from '@/shared/lib/lazy-page';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const root = container;
const pageData = container.firstElementChild ? readPageData(document) : null;

/** Resolves in a new task, so the browser can paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// A prerendered page is drawn already: the app's code is evaluated in steps, one task each — React
// DOM, the router, the API client (with SWR), the session (with Redux), the routes (the shell and
// the home page), then the app. As one module graph it was one task of ~250 ms on a phone
// (Lighthouse's 4x slowdown), all of it blocking. The BFF links the steps' chunks and CSS in the
// page's head (the chunks inert until the page has painted: preloads-started.ts), so they
// download all at once, not one after another.
const steps: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@/app/router-library'),
  () => import('@/shared/api/typed-client'),
  () => import('@/shared/session/use-session-actions'),
  () => import('@/app/routes'),
];

async function start(): Promise<void> {
  if (pageData) {
    await preloadsStarted();
    for (const step of steps) {
      await guardStaleChunk(step);
      await nextTask();
    }
  }
  // The plain app (nothing drawn yet, nothing linked in the head): everything at once, in one
  // round of downloads.
  const { startApp } = await guardStaleChunk(() => import('@/app/start-app'));
  await startApp(root, pageData);
}

void start();
