import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectApiToSession } from './connect-api-to-session';
import { AppProviders } from './providers';
import { appRoutes } from './routes';
import { createAppStore } from './store';
import '@/shared/components/layout/layout.css';
import '@/shared/components/layout/antd-accessibility.css';

const store = createAppStore();
const router = createBrowserRouter(appRoutes);
connectApiToSession(store, (path) => {
  void router.navigate(path, { replace: true });
});

export function App() {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
