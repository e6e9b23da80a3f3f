import { isValidEmail, isValidMobile, normaliseMobile } from '@localpros/contracts/rules';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { useSendSecurityCode } from '../api/send-security-code';

export const forgotPasswordMessages = {
  required: 'Please enter your email or mobile number.',
  invalid: 'Enter a valid email address or a UK mobile number, e.g. 07700 900123.',
} as const;

interface Values {
  account: string;
}

/** The account's e-mail or mobile number; the answer is the same whether or not it exists. */
export function ForgotPasswordForm() {
  const [form] = Form.useForm<Values>();
  const { trigger, isMutating } = useSendSecurityCode();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; message: string } | null>(null);

  const send = async ({ account }: Values) => {
    setOutcome(null);
    const value = account.trim();
    try {
      const answer = await trigger(isValidEmail(value) ? value : (normaliseMobile(value) ?? value.replace(/\s/g, '')));
      setOutcome({ type: 'success', message: answer?.message || 'If an account exists for it, we have sent a code.' });
    } catch (error) {
      setOutcome({ type: 'error', message: messageOf(error, 'We could not send a code. Please try again.') });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={send}
      aria-label="Forgot password"
      className="lp-account-form"
    >
      {outcome?.type === 'error' && (
        <Alert type="error" showIcon title={outcome.message} className="lp-form-alert" role="alert" />
      )}
      {outcome?.type === 'success' && (
        <Alert
          type="success"
          showIcon
          role="status"
          className="lp-form-alert"
          title={outcome.message}
          description={<Link to={paths.resetPassword}>Enter your code and choose a new password</Link>}
        />
      )}
      <Form.Item
        label="Email or mobile number"
        name="account"
        validateDebounce={validationDebounceMs}
        rules={[
          { required: true, whitespace: true, message: forgotPasswordMessages.required },
          {
            validator: (_rule, value: unknown) => {
              const v = typeof value === 'string' ? value.trim() : '';
              return v === '' || isValidEmail(v) || isValidMobile(v)
                ? Promise.resolve()
                : Promise.reject(new Error(forgotPasswordMessages.invalid));
            },
          },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <div className="lp-account-form__row">
        <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
          Send code
        </Button>
        <Link to={paths.resetPassword}>I already have a code</Link>
      </div>
    </Form>
  );
}
