import { useSelector } from 'react-redux';
import {
  selectCurrentUser,
  selectDashboardPath,
  selectIsImpersonating,
  selectIsLoggedIn,
  selectSessionChecked,
  selectSessionEndedByUser,
} from './session-selectors';
import type { SessionUser } from './session-slice';

export interface SessionView {
  user: SessionUser | null;
  isLoggedIn: boolean;
  isImpersonating: boolean;
  /** False until the start-up user fetch has answered. */
  checked: boolean;
  /** The user signed out here (not an expired session). */
  endedByUser: boolean;
  dashboardPath: string;
}

/** The parts of the session the shell needs to render. */
export function useSession(): SessionView {
  return {
    user: useSelector(selectCurrentUser),
    isLoggedIn: useSelector(selectIsLoggedIn),
    isImpersonating: useSelector(selectIsImpersonating),
    checked: useSelector(selectSessionChecked),
    endedByUser: useSelector(selectSessionEndedByUser),
    dashboardPath: useSelector(selectDashboardPath),
  };
}
