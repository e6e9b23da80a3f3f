import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useLogOut } from './api/log-out';
import { useSessionActions } from './use-session-actions';

/** Log out: tell the server (a failure does not keep anyone signed in), forget the session, go home. */
export function useLogOutAction() {
  const { trigger, isMutating } = useLogOut();
  const { end } = useSessionActions();
  const navigate = useNavigate();
  const logOut = useCallback(async () => {
    try {
      await trigger();
    } catch {
      // The session is ended locally either way.
    }
    // Leave any signed-in-only page first, so its guard does not send us to /login.
    await navigate(paths.home, { replace: true, flushSync: true });
    end();
  }, [trigger, end, navigate]);
  return { logOut, isLoggingOut: isMutating };
}
