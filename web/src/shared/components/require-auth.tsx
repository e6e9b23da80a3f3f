import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref } from '@/shared/config/paths';
import { useSession } from '@/shared/session/use-session';
import { PageLoader } from './page-loader';

export interface GuardProps {
  /** What to show when allowed; the nested routes when used as a layout route. */
  children?: ReactNode;
}

/** Signed-in users only; visitors go to /login?next=<this page>. */
export function RequireAuth({ children }: GuardProps) {
  const { checked, isLoggedIn } = useSession();
  const location = useLocation();
  if (!checked) return <PageLoader />;
  if (!isLoggedIn) {
    return <Navigate to={loginHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children ?? <Outlet />;
}
