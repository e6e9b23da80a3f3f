import { Navigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

/** /admin: the route's guard lets only admins in, and they go straight to the admin dashboard. */
export default function AdminRoute() {
  return <Navigate to={paths.adminDashboard} replace />;
}
