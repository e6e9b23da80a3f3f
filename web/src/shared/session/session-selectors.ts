import { paths } from '@/shared/config/paths';
import type { SessionState, SessionUser, UserType } from './session-slice';

interface StateWithSession {
  session: SessionState;
}

export const selectCurrentUser = (state: StateWithSession): SessionUser | null => state.session.user;

export const selectIsLoggedIn = (state: StateWithSession): boolean => state.session.user !== null;

export const selectIsImpersonating = (state: StateWithSession): boolean => state.session.isImpersonating;

export const selectSessionChecked = (state: StateWithSession): boolean => state.session.checked;

export const selectSessionEndedByUser = (state: StateWithSession): boolean => state.session.endedByUser;

/** Admins land on the admin dashboard; customers and businesses on their own. */
export function dashboardPathFor(userType: UserType | undefined): string {
  return userType === 'admin' ? paths.adminDashboard : paths.dashboard;
}

export const selectDashboardPath = (state: StateWithSession): string => dashboardPathFor(state.session.user?.userType);

/** "Ann Smith"; the e-mail address when the user has no name yet. */
export function displayName(user: Pick<SessionUser, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name === '' ? user.email : name;
}
