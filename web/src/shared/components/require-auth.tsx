import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref, paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/use-session';
import { PageLoader } from './page-loader';

export interface GuardProps {
  /** What to show when allowed; the nested routes when used as a layout route. */
  children?: ReactNode;
}

/**
 * Signed-in users only; visitors (and expired sessions) go to /login?next=<this page>, a user
 * who just signed out here to plain /login.
 */
export function RequireAuth({ children }: GuardProps) {
  const { checked, isLoggedIn, endedByUser } = useSession();
  const location = useLocation();
  if (!checked) return <PageLoader />;
  if (!isLoggedIn) {
    const to = endedByUser ? paths.login : loginHref(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return children ?? <Outlet />;
}
