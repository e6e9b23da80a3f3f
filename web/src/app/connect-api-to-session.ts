import { configureApiClient } from '@/shared/api/api-client';
import { paths } from '@/shared/config/paths';
import { clearAuthToken, readAuthToken } from '@/shared/session/auth-token-cookie';
import { selectHasToken } from '@/shared/session/session-selectors';
import { sessionCleared } from '@/shared/session/session-slice';
import type { AppStore } from './store';

/**
 * The API client sends the bearer token while the session holds one, and an
 * unauthenticated answer clears the session and opens the login page.
 */
export function connectApiToSession(
  store: AppStore,
  navigate: (path: string) => void,
  currentPath: () => string = () => window.location.pathname,
): void {
  configureApiClient({
    getToken: () => (selectHasToken(store.getState()) ? readAuthToken() : null),
    onUnauthenticated: () => {
      store.dispatch(sessionCleared());
      clearAuthToken();
      if (currentPath() !== paths.login) navigate(paths.login);
    },
  });
}
