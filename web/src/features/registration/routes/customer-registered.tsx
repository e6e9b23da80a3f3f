import { Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { VerifyAccountForm } from '@/shared/components/verify-account-form';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { registeredEmailFrom } from '../lib/registered-email';

/** After customer registration: the code was e-mailed; enter it here, or have it sent again. */
export default function CustomerRegisteredRoute() {
  const email = registeredEmailFrom(useLocation().state);
  const navigate = useNavigate();
  return (
    <section className="lp-page lp-page--form">
      <title>{`Check your email | ${company.name}`}</title>
      <Typography.Title level={1}>Check your email</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        {email ? (
          <>
            We have e-mailed a verification code to <strong>{email}</strong>.
          </>
        ) : (
          'We have e-mailed you a verification code.'
        )}{' '}
        Enter it below to activate your account, then log in.
      </Typography.Paragraph>
      <VerifyAccountForm email={email} onVerified={() => navigate(paths.login, { replace: true })} />
    </section>
  );
}
