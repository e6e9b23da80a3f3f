import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/routes';
import { createAppStore, type RootState } from '@/app/store';
import { AntdProviders } from '@/shared/components/layout/antd-providers';

export interface RenderAppOptions {
  path?: string;
  routes?: RouteObject[];
  state?: Partial<RootState>;
}

/** Renders routes with the real providers, a fresh store and an empty SWR cache. */
export function renderApp({ path = '/', routes = appRoutes, state }: RenderAppOptions = {}) {
  const store = createAppStore(state);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The app's routes bring antd's providers where they use antd; a part rendered alone gets them here.
  const ui = <RouterProvider router={router} />;
  const view = render(withProviders(routes === appRoutes ? ui : <AntdProviders>{ui}</AntdProviders>, store));
  return { ...view, store, router };
}

/**
 * antd's CSS-in-JS renders as on a server: its style rules are not injected into jsdom, which would
 * parse them and then match every rule in every getComputedStyle call (testing-library's role
 * queries make one per element): 2.6× less test time on the slowest files. What the tests see of
 * antd (its DOM, classes, ARIA, inline styles) is the same; the real CSS is checked in Chromium.
 */
function withProviders(ui: ReactElement, store: ReturnType<typeof createAppStore>) {
  return (
    <StyleProvider mock="server">
      <AppProviders store={store} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {ui}
      </AppProviders>
    </StyleProvider>
  );
}
