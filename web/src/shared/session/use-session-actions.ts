import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useSWRConfig } from 'swr';
import { isApiError } from '@/shared/api/api-error';
import { locationsKey } from '@/shared/api/get-locations';
import { platformKey } from '@/shared/api/get-platform';
import { workCategoriesKey } from '@/shared/api/get-work-categories';
import { getCurrentUser } from './api/get-current-user';
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

  /** A sign-in answer (its cookie is the session): start the session with its user. */
  const start = useCallback(
    ({ user }: SessionTokenResponse) => {
      void forgetUserData();
      dispatch(sessionStarted({ user }));
    },
    [dispatch, forgetUserData],
  );

  /**
   * A session for someone else (impersonation, back to admin; the answer's cookie holds it): ask
   * the server who it is, as the spec does, and start the session with that user.
   */
  const switchTo = useCallback(
    async ({ user }: SessionTokenResponse): Promise<SessionUser> => {
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

  /** The user ends the session here: guards open plain /login, with no ?next= back. */
  const end = useCallback(() => {
    void forgetUserData();
    dispatch(sessionCleared({ endedByUser: true }));
  }, [dispatch, forgetUserData]);

  return { start, switchTo, end };
}
