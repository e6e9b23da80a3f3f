import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { codeMessages, normalizeCode } from '@/shared/components/verify-account-form';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { type ChangePasswordInput, useChangePassword } from '../api/change-password';

const fields = ['code', 'password', 'passwordConfirm'] as const;

/** The security code and a new password; success opens the login page. */
export function ResetPasswordForm() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const { trigger, isMutating } = useChangePassword();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: ChangePasswordInput) => {
    setFailure(null);
    try {
      const answer = await trigger({ ...values, code: normalizeCode(values.code) });
      notification.success({ title: answer?.message || 'Your password has been reset. You can now log in.' });
      navigate(paths.login, { replace: true });
    } catch (error) {
      const fieldErrors = isApiError(error) ? toFormFieldErrors(error.fieldErrors, fields) : [];
      if (fieldErrors.length > 0) {
        form.setFields(fieldErrors);
        return;
      }
      if (isApiError(error) && error.status === 400) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
        return;
      }
      setFailure(messageOf(error, 'We could not change your password. Please try again.'));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={save}
      aria-label="Reset your password"
      className="lp-account-form"
    >
      {failure && <Alert type="error" showIcon title={failure} className="lp-form-alert" role="alert" />}
      <Form.Item
        label="Security code"
        name="code"
        normalize={normalizeCode}
        rules={[{ required: true, message: codeMessages.required }]}
      >
        <Input autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={64} />
      </Form.Item>
      <Form.Item
        label="New password"
        name="password"
        rules={accountRules.password}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="passwordConfirm"
        dependencies={['password']}
        rules={accountRules.passwordConfirm}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
        Change password
      </Button>
    </Form>
  );
}
