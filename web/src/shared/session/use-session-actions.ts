import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useSWRConfig } from 'swr';
import { SWRGlobalState } from 'swr/_internal';
import { isApiError } from '@/shared/api/api-error';
import { locationsKey } from '@/shared/api/get-locations';
import { platformKey } from '@/shared/api/get-platform';
import { workCategoriesKey } from '@/shared/api/get-work-categories';
import { getCurrentUser } from './api/get-current-user';
import { forgetBrowserPush } from './forget-browser-push';
import { type SessionTokenResponse, type SessionUser, sessionCleared, sessionStarted } from './session-slice';

/** Data that is the same for everybody survives a change of user; everything else is dropped. */
const sharedKeys = new Set<string>([platformKey, workCategoriesKey, locationsKey]);

const isUserData = (key: unknown): key is string =>
  typeof key === 'string' && key.startsWith('/') && !sharedKeys.has(key);

/**
 * Forgets the previous user's cached API data (notification settings, lists…). Its requests
 * still in flight, or answered in the last two seconds, are forgotten too: SWR discards their
 * answers (they belong to the previous user) but would keep deduplicating the next user's first
 * request into them, and a page opened then (the admin dashboard just after Back to Admin)
 * would wait for data that never comes.
 */
export function useForgetUserData() {
  const { mutate, cache } = useSWRConfig();
  return useCallback(() => {
    const requests = SWRGlobalState.get(cache)?.[2];
    for (const key of Object.keys(requests ?? {})) if (isUserData(key)) delete requests?.[key];
    return mutate(isUserData, undefined, { revalidate: false });
  }, [mutate, cache]);
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

  /** The user ends the session here: guards open plain /login, with no ?next= back; push stops here. */
  const end = useCallback(() => {
    void forgetUserData();
    void forgetBrowserPush();
    dispatch(sessionCleared({ endedByUser: true }));
  }, [dispatch, forgetUserData]);

  return { start, switchTo, end };
}
