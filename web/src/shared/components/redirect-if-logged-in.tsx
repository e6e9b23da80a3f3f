import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { safeNextPath } from '@/shared/config/paths';
import { useSession } from '@/shared/session/use-session';
import { PageLoader } from './page-loader';

export interface RedirectIfLoggedInProps {
  to: string;
  /** Prefer the page's own ?next= (the login page), when it is a path on this site. */
  honourNext?: boolean;
  /** The page; the nested routes when used as a layout route. */
  children?: ReactNode;
}

/** Pages only for visitors send signed-in users elsewhere. */
export function RedirectIfLoggedIn({ to, honourNext = false, children }: RedirectIfLoggedInProps) {
  const { checked, isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  if (!checked) return <PageLoader />;
  if (!isLoggedIn) return children ?? <Outlet />;
  const next = honourNext ? safeNextPath(searchParams.get('next')) : null;
  return <Navigate to={next ?? to} replace />;
}
