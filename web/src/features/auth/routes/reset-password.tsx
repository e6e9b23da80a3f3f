import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Signed-in users never see this page: the route sends them home. */
export default function ResetPasswordRoute() {
  return (
    <section className="lp-page lp-page--form">
      <title>{`Reset your password | ${company.name}`}</title>
      <Typography.Title level={1}>Reset your password</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Enter the security code we sent you and choose a new password.
      </Typography.Paragraph>
      <ResetPasswordForm />
      <Typography.Paragraph className="lp-account-form__footer">
        No code? <Link to={paths.forgotPassword}>Send me one</Link>
      </Typography.Paragraph>
    </section>
  );
}
