import { Alert, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/shared/components/button-link';
import { VerifyAccountForm } from '@/shared/components/verify-account-form';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import type { JobPostedState } from '../components/later-steps';

/** /job-posted: what happens next; a visitor must verify the e-mail before the job goes live. */
export default function JobPostedRoute() {
  const state = (useLocation().state ?? null) as JobPostedState | null;
  const verifyEmail = state?.verifyEmail;
  const navigate = useNavigate();
  return (
    <section className="lp-page lp-page--narrow">
      <title>{`Job posted | ${company.name}`}</title>
      <Typography.Title level={1}>Your job is posted</Typography.Title>
      {verifyEmail ? (
        <Alert
          type="warning"
          showIcon
          title="Verify your e-mail so your job goes live"
          description={`We have sent a verification code to ${verifyEmail}. Your job is sent to local pros as soon as you verify your e-mail address.`}
        />
      ) : (
        <Typography.Paragraph className="lp-lead">
          {state?.title ? `"${state.title}" is live. ` : ''}Local pros within {company.leadRadiusKm} km can now see it
          and send you quotes.
        </Typography.Paragraph>
      )}
      {verifyEmail ? (
        <div style={{ marginTop: 24 }}>
          <VerifyAccountForm email={verifyEmail} onVerified={() => navigate(paths.login, { replace: true })} />
        </div>
      ) : (
        <ButtonLink to={paths.dashboard} type="primary" style={{ marginTop: 16 }}>
          Go to your dashboard
        </ButtonLink>
      )}
    </section>
  );
}
