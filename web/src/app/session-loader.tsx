import { useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { getCurrentUser } from '@/shared/session/api/get-current-user';
import { selectSessionChecked } from '@/shared/session/session-selectors';
import { sessionCleared, sessionStarted } from '@/shared/session/session-slice';
import { mayBeSignedIn } from '@/shared/session/signed-in-hint';
import type { RootState } from './store';

/**
 * Asks the server once, at start-up, who the auth cookie belongs to — unless the signed-in hint
 * cookie is absent, which means a visitor. A failure of any kind (a 401, a network error) just
 * means "not signed in": no message, no redirect.
 */
export function SessionLoader() {
  const dispatch = useDispatch();
  const store = useStore<RootState>();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || selectSessionChecked(store.getState())) return;
    asked.current = true;
    if (!mayBeSignedIn()) {
      dispatch(sessionCleared());
      return;
    }
    // A sign-in that finishes first wins over this answer.
    const stillUnknown = () => !selectSessionChecked(store.getState());
    getCurrentUser({ quiet: true }).then(
      (user) => {
        if (stillUnknown()) dispatch(sessionStarted({ user }));
      },
      () => {
        if (!stillUnknown()) return;
        dispatch(sessionCleared());
      },
    );
  }, [dispatch, store]);

  return null;
}
