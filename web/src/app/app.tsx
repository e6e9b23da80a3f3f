import { connectApiToSession } from './connect-api-to-session';
import { type PageData, pageDataCache } from './prerender/page-data';
import { AppProviders } from './providers';
import { createBrowserRouter, RouterProvider } from './router-library';
import { appRoutes } from './routes';
import { createAppStore } from './store';
import '@/shared/components/layout/layout.css';
import '@/shared/components/layout/antd-accessibility.css';

const store = createAppStore();
const router = createBrowserRouter(appRoutes);
connectApiToSession(store, (path) => {
  void router.navigate(path, { replace: true });
});

export interface AppProps {
  /** The answers a prerendered page was rendered with, in SWR's cache, so hydration renders the same. */
  pageData?: PageData;
}

export function App({ pageData }: AppProps) {
  return (
    <AppProviders store={store} swr={pageData ? { provider: () => pageDataCache(pageData) } : undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
