/**
 * The server's entry (vite build --ssr): the BFF imports it to send the public pages as HTML that
 * the browser hydrates (main.tsx), with the head each page renders. Table of contents only: see app/prerender.
 */
export { pageDataScript } from './app/prerender/page-data';
export { pageHead } from './app/prerender/page-head';
export { type PrerenderedPage, type PrerenderOptions, prerenderPage } from './app/prerender/prerender-page';
export { prerenderedQuery } from './app/prerender/prerendered-query';
