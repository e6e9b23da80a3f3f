import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { VerifyAccountForm } from '@/shared/components/verify-account-form';
import { paths, safeNextPath } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { dashboardPathFor } from '@/shared/session/session-selectors';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { type LogInInput, useLogIn } from '../api/log-in';

type Problem =
  | { kind: 'none' }
  | { kind: 'failed'; message: string; adminOnly?: boolean }
  | { kind: 'unverified'; message: string; credentials: LogInInput };

/**
 * E-mail and password for customers, businesses and admins alike. An unverified account gets
 * the server's message and a code field (the server has just e-mailed a new code); once the
 * code is accepted the same credentials sign in.
 */
export function LoginForm() {
  const [form] = Form.useForm<LogInInput>();
  const { trigger, isMutating } = useLogIn();
  const { start } = useSessionActions();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [problem, setProblem] = useState<Problem>({ kind: 'none' });

  const logIn = async (values: LogInInput) => {
    const credentials = { email: values.email.trim(), password: values.password };
    setProblem({ kind: 'none' });
    try {
      const answer = await trigger(credentials);
      start(answer);
      navigate(safeNextPath(searchParams.get('next')) ?? dashboardPathFor(answer.user.userType), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'unverified') {
        setProblem({ kind: 'unverified', message: error.message, credentials });
        return;
      }
      const fieldErrors = isApiError(error) ? toFormFieldErrors(error.fieldErrors, ['email', 'password'] as const) : [];
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors);
        return;
      }
      setProblem({
        kind: 'failed',
        message: messageOf(error, 'We could not log you in. Please try again.'),
        // 403 here means an admin on production, where admins sign in with an e-mailed code.
        adminOnly: isApiError(error) && error.status === 403,
      });
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={logIn}
        aria-label="Log in"
        className="lp-account-form"
      >
        {problem.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={problem.message}
            description={problem.adminOnly ? <Link to={paths.adminLogin}>Go to the admin sign-in</Link> : undefined}
            className="lp-form-alert"
            role="alert"
          />
        )}
        <Form.Item label="Email" name="email" rules={accountRules.email} validateDebounce={validationDebounceMs}>
          <Input type="email" autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={accountRules.loginPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <div className="lp-account-form__row">
          <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
            Log In
          </Button>
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
      </Form>
      {problem.kind === 'unverified' && (
        <section className="lp-account-form__verify" aria-label="Verify your email address">
          <Alert type="warning" showIcon title={problem.message} className="lp-form-alert" role="alert" />
          <VerifyAccountForm
            email={problem.credentials.email}
            label="Verify your email address"
            onVerified={() => void logIn(problem.credentials)}
          />
        </section>
      )}
    </>
  );
}
