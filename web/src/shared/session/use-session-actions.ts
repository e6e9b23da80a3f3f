import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useSWRConfig } from 'swr';
import { isApiError } from '@/shared/api/api-error';
import { locationsKey } from '@/shared/api/get-locations';
import { platformKey } from '@/shared/api/get-platform';
import { workCategoriesKey } from '@/shared/api/get-work-categories';
import { getCurrentUser } from './api/get-current-user';
import { clearAuthToken, writeAuthToken } from './auth-token-cookie';
import { type SessionTokenResponse, type SessionUser, sessionCleared, sessionStarted } from './session-slice';

/** Data that is the same for everybody survives a change of user; everything else is dropped. */
const sharedKeys = new Set<string>([platformKey, workCategoriesKey, locationsKey]);

/** Forgets the previous user's cached API data (notification settings, lists…). */
export function useForgetUserData() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((key) => typeof key === 'string' && key.startsWith('/') && !sharedKeys.has(key), undefined, {
        revalidate: false,
      }),
    [mutate],
  );
}

/** Session changes used by sign-in, sign-out, impersonation and account deletion. */
export function useSessionActions() {
  const dispatch = useDispatch();
  const forgetUserData = useForgetUserData();

  /** A sign-in answer: keep the token, start the session with its user. */
  const start = useCallback(
    ({ token, user }: SessionTokenResponse) => {
      writeAuthToken(token);
      void forgetUserData();
      dispatch(sessionStarted({ user }));
    },
    [dispatch, forgetUserData],
  );

  /**
   * A new token for someone else (impersonation, back to admin): keep it, then ask the
   * server who it is, as the spec does, and start the session with that user.
   */
  const switchTo = useCallback(
    async ({ token, user }: SessionTokenResponse): Promise<SessionUser> => {
      writeAuthToken(token);
      void forgetUserData();
      const current = await getCurrentUser().catch((error: unknown) => {
        // A 401 already cleared the session and opened the login page.
        if (isApiError(error) && error.status === 401) throw error;
        return user;
      });
      dispatch(sessionStarted({ user: current }));
      return current;
    },
    [dispatch, forgetUserData],
  );

  const end = useCallback(() => {
    clearAuthToken();
    void forgetUserData();
    dispatch(sessionCleared());
  }, [dispatch, forgetUserData]);

  return { start, switchTo, end };
}
