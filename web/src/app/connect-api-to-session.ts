import { configureApiClient } from '@/shared/api/api-client';
import { paths } from '@/shared/config/paths';
import { sessionCleared } from '@/shared/session/session-slice';
import type { AppStore } from './store';

/**
 * An unauthenticated answer clears the session and opens the login page. (The browser sends the
 * HttpOnly session cookie itself; the app holds no token.)
 */
export function connectApiToSession(
  store: AppStore,
  navigate: (path: string) => void,
  currentPath: () => string = () => window.location.pathname,
): void {
  configureApiClient({
    onUnauthenticated: () => {
      store.dispatch(sessionCleared());
      if (currentPath() !== paths.login) navigate(paths.login);
    },
  });
}
