import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../routes';
import { prerenderedPage } from './prerender-handle';

/**
 * The part of a URL's query that the page at it reads while the server renders it: the parameters
 * its route names (app/routes.tsx), the first value of each, in name order ('' for none). Any other
 * query is the same page, so the BFF keys its cache and renders on this alone. Null when the page
 * is not one the server prerenders.
 */
export function prerenderedQuery(url: URL): string | null {
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  const page = prerenderedPage(matches.map(({ route }) => ({ handle: route.handle })));
  if (!page) return null;
  const kept = new URLSearchParams();
  for (const name of [...page.query].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
