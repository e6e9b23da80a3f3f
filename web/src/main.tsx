import { readPageData } from '@/app/prerender/page-data';
import { guardStaleChunk } from '@/shared/lib/lazy-page';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const root = container;
const pageData = container.firstElementChild ? readPageData(document) : null;

/** Resolves in a new task, so the browser can paint and answer input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The app's code is evaluated in steps, one task each: React DOM, the router, the API client (with
// SWR), the session (with Redux), the pages' routes (the shell and the home page), then the app. As one module graph it was one task of ~250 ms on a phone (Lighthouse's
// 4× slowdown), all of it blocking; a prerendered page is drawn already and waits for none of it.
// The steps' chunks (and their CSS) are linked in the head, so they download alongside this one.
async function start(): Promise<void> {
  await guardStaleChunk(() => import('react-dom/client'));
  await nextTask();
  await guardStaleChunk(() => import('@/app/router-library'));
  await nextTask();
  await guardStaleChunk(() => import('@/shared/api/typed-client'));
  await nextTask();
  await guardStaleChunk(() => import('@/shared/session/use-session-actions'));
  await nextTask();
  await guardStaleChunk(() => import('@/app/routes'));
  await nextTask();
  const { startApp } = await guardStaleChunk(() => import('@/app/start-app'));
  await nextTask();
  await startApp(root, pageData);
}

void start();
