import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { adminLogIn } from '../api/admin-log-in';
import { checkAdminCredentials } from '../api/check-admin-credentials';

interface Credentials {
  email: string;
  password: string;
}

/**
 * Admin sign-in in two steps (the only admin path on production): the e-mail and password,
 * then the code e-mailed once they are right.
 */
export function AdminSignInForm() {
  const [credentialsForm] = Form.useForm<Credentials>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [email, setEmail] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { start } = useSessionActions();
  const navigate = useNavigate();

  const check = async (values: Credentials) => {
    setFailure(null);
    setBusy(true);
    const address = values.email.trim().toLowerCase();
    try {
      const answer = await checkAdminCredentials({ email: address, password: values.password });
      setSent(answer.message);
      setEmail(address);
    } catch (error) {
      const fieldErrors = isApiError(error) ? toFormFieldErrors(error.fieldErrors, ['email', 'password'] as const) : [];
      if (fieldErrors.length > 0) credentialsForm.setFields(fieldErrors);
      else setFailure(messageOf(error, 'We could not sign you in. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const signIn = async ({ code }: { code: string }) => {
    if (!email) return;
    setFailure(null);
    setBusy(true);
    try {
      start(await adminLogIn({ email, code: code.trim() }));
      navigate(paths.adminDashboard, { replace: true });
    } catch (error) {
      setFailure(messageOf(error, 'That code did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const alert = failure ? <Alert type="error" showIcon title={failure} className="lp-form-alert" role="alert" /> : null;
  if (email === null) {
    return (
      <Form
        form={credentialsForm}
        name="admin-credentials"
        layout="vertical"
        requiredMark={false}
        onFinish={check}
        aria-label="Admin sign-in"
        className="lp-account-form lp-admin-sign-in"
      >
        {alert}
        <Form.Item label="Email" name="email" rules={accountRules.email}>
          <Input type="email" autoComplete="username" inputMode="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={accountRules.loginPassword}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          Continue
        </Button>
      </Form>
    );
  }
  return (
    <Form
      form={codeForm}
      name="admin-code"
      layout="vertical"
      requiredMark={false}
      onFinish={signIn}
      aria-label="Enter your sign-in code"
      className="lp-account-form lp-admin-sign-in"
    >
      <Typography.Paragraph role="status">{sent}</Typography.Paragraph>
      {alert}
      <Form.Item
        label="Sign-in code"
        name="code"
        rules={[{ required: true, whitespace: true, message: 'Enter the code we e-mailed you' }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={64} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={busy}>
        Sign in
      </Button>{' '}
      <Button
        type="link"
        onClick={() => {
          setEmail(null);
          setFailure(null);
          codeForm.resetFields();
        }}
      >
        Use another account
      </Button>
    </Form>
  );
}
