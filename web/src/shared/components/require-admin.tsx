import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/use-session';
import { type GuardProps, RequireAuth } from './require-auth';

/**
 * Admins only. Visitors are sent to log in first; customers and businesses (and an admin
 * while impersonating one) go to their own dashboard.
 */
export function RequireAdmin({ children }: GuardProps) {
  const { user } = useSession();
  return (
    <RequireAuth>
      {user?.userType === 'admin' ? (children ?? <Outlet />) : <Navigate to={paths.dashboard} replace />}
    </RequireAuth>
  );
}
