import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the pages this location renders (lazyPage's preload) before hydration: a
 * part that suspends while React hydrates is thrown away and rendered again in the browser.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.Component as { preload?: () => Promise<unknown> } | null)?.preload?.()),
  );
}
