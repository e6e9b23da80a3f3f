import { Typography } from 'antd';
import { company } from '@/shared/config/company';
import { AdminSignInForm } from '../components/admin-sign-in-form';
import '../components/admin.css';

/** /admin/login: the admins' two-step sign-in; signed-in users are sent on by the route's guard. */
export default function AdminLoginRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Admin sign-in | ${company.name}`}</title>
      <Typography.Title level={1}>Admin sign-in</Typography.Title>
      <AdminSignInForm />
    </section>
  );
}
