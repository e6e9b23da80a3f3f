import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useResendVerification } from '@/shared/api/resend-verification';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { registeredEmailFrom } from '../lib/registered-email';

/** After business registration: the e-mail holds a link that verifies the account. */
export default function BusinessRegisteredRoute() {
  const email = registeredEmailFrom(useLocation().state);
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const sendAgain = async () => {
    if (!email) return;
    setOutcome(null);
    try {
      const answer = await resend.trigger(email);
      setOutcome({ type: 'success', text: answer?.message || 'We have sent you a new link.' });
    } catch (error) {
      setOutcome({ type: 'error', text: messageOf(error, 'We could not send a new link.') });
    }
  };

  return (
    <section className="lp-page lp-page--form">
      <title>{`Your business is registered | ${company.name}`}</title>
      <Typography.Title level={1}>Your business is registered</Typography.Title>
      <Typography.Paragraph className="lp-lead">
        Check your e-mail
        {email ? (
          <>
            {' '}
            (<strong>{email}</strong>)
          </>
        ) : null}{' '}
        for the link that verifies your account. Once it is verified you can <Link to={paths.login}>log in</Link>.
      </Typography.Paragraph>
      {email ? (
        <div className="lp-verify__resend">
          <span>Nothing arrived? Check your spam folder, or</span>
          <Button onClick={sendAgain} loading={resend.isMutating} className="lp-verify__resend-button">
            Resend the e-mail
          </Button>
          {outcome && (
            <Alert
              type={outcome.type}
              showIcon
              title={outcome.text}
              role={outcome.type === 'error' ? 'alert' : 'status'}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
