/**
 * Dispatched on window when a page's code cannot be fetched and the automatic reload was already
 * used (lazy-page.ts), so the app can offer a reload; Vite itself dispatches vite:preloadError
 * when a preloaded file fails.
 */
export const chunkLoadFailedEvent = 'localpros:chunk-load-failed';
export const vitePreloadErrorEvent = 'vite:preloadError';

export function announceChunkLoadFailed(): void {
  window.dispatchEvent(new Event(chunkLoadFailedEvent));
}
