import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** Signed-in users never see this page: the route sends them home. */
export default function ForgotPasswordRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Forgot your password? | ${company.name}`}</title>
      <Typography.Title level={1}>Forgot your password?</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Enter your email or mobile number and we will send you a security code to reset your password.
      </Typography.Paragraph>
      <ForgotPasswordForm />
      <Typography.Paragraph className="lp-account-form__footer">
        Remembered it? <Link to={paths.login}>Log In</Link>
      </Typography.Paragraph>
    </section>
  );
}
