import { isValidEmail } from '@localpros/contracts/rules';
import { Alert, App, Button, Form, Input, Space } from 'antd';
import { useId, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useResendVerification } from '@/shared/api/resend-verification';
import { useVerifyAccount, verificationToasts } from '@/shared/api/verify-account';
import { messageOf } from '@/shared/lib/form-field-errors';

export const codeMessages = {
  required: 'Please enter the code from your email.',
  invalid: 'This verification code is invalid or has expired',
} as const;

/** Codes are 8 characters without look-alikes; people paste them with spaces or in lower case. */
export function normalizeCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s/g, '').toUpperCase().slice(0, 64) : '';
}

export interface VerifyAccountFormProps {
  /** The address the code went to; without it the visitor types it to resend. */
  email?: string;
  /** After the green toast. */
  onVerified: () => void;
  /** Accessible name of the form. */
  label?: string;
}

interface CodeValues {
  code: string;
}

/** A code field with Verify, and "Resend code" (POST /api/auth/verify/resend). */
export function VerifyAccountForm({ email, onVerified, label = 'Verify your account' }: VerifyAccountFormProps) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<CodeValues>();
  const verify = useVerifyAccount();
  const resend = useResendVerification();
  const [resendEmail, setResendEmail] = useState(email ?? '');
  const [resendOutcome, setResendOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const resendEmailId = useId();

  const submit = async ({ code }: CodeValues) => {
    try {
      await verify.trigger(normalizeCode(code));
      notification.success({ title: verificationToasts.success });
      onVerified();
    } catch (error) {
      const problem =
        isApiError(error) && error.status === 400 ? error.message : messageOf(error, codeMessages.invalid);
      form.setFields([{ name: 'code', errors: [problem] }]);
    }
  };

  const sendAgain = async () => {
    setResendOutcome(null);
    const to = resendEmail.trim();
    if (!isValidEmail(to)) {
      setResendOutcome({ type: 'error', text: 'Enter the email address you registered with.' });
      return;
    }
    try {
      const answer = await resend.trigger(to);
      setResendOutcome({ type: 'success', text: answer?.message || 'We have sent you a new code.' });
    } catch (error) {
      setResendOutcome({ type: 'error', text: messageOf(error, 'We could not send a new code.') });
    }
  };

  return (
    <div className="lp-verify">
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} aria-label={label}>
        <Form.Item
          label="Verification code"
          name="code"
          normalize={normalizeCode}
          rules={[{ required: true, message: codeMessages.required }]}
        >
          <Input autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={verify.isMutating}>
          Verify
        </Button>
      </Form>
      <div className="lp-verify__resend">
        {email === undefined && (
          <div className="lp-verify__resend-email">
            <label htmlFor={resendEmailId}>Email you registered with</label>
            <Input
              id={resendEmailId}
              type="email"
              autoComplete="email"
              value={resendEmail}
              onChange={(event) => setResendEmail(event.target.value)}
            />
          </div>
        )}
        <Space wrap>
          <span>Didn't get a code?</span>
          <Button onClick={sendAgain} loading={resend.isMutating}>
            Resend code
          </Button>
        </Space>
        {resendOutcome && (
          <Alert
            type={resendOutcome.type}
            showIcon
            title={resendOutcome.text}
            className="lp-form-alert lp-verify__outcome"
            role={resendOutcome.type === 'error' ? 'alert' : 'status'}
          />
        )}
      </div>
    </div>
  );
}
