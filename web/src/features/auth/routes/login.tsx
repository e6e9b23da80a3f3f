import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { LoginForm } from '../components/login-form';

/** Signed-in users never see this page: the route sends them to ?next= or their dashboard. */
export default function LoginRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Log In | ${company.name}`}</title>
      <Typography.Title level={1}>Log In</Typography.Title>
      <LoginForm />
      <Typography.Paragraph className="lp-account-form__footer">
        New to {company.name}? <Link to={paths.registerCustomer}>Register as a User</Link> or{' '}
        <Link to={paths.registerBusiness}>register your business</Link>.
      </Typography.Paragraph>
    </section>
  );
}
