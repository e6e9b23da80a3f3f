import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-rules';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { useDeleteAccount } from '../api/delete-account';
import { type PasswordUpdateInput, useUpdatePassword } from '../api/update-password';
import { settingsToasts } from '../lib/settings-texts';

const passwordFields = ['currentPassword', 'new_password', 'passwordConfirmation'] as const;

/** Change password, and delete the account. */
export function PrivacySettings() {
  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>Privacy</Typography.Title>
      <ChangePasswordForm />
      <DeleteAccount />
    </div>
  );
}

export function ChangePasswordForm() {
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordUpdateInput>();
  const { trigger, isMutating } = useUpdatePassword();

  const save = async (values: PasswordUpdateInput) => {
    try {
      await trigger({
        currentPassword: values.currentPassword,
        new_password: values.new_password,
        passwordConfirmation: values.passwordConfirmation ?? '',
      });
      form.resetFields();
      notification.success({
        title: settingsToasts.passwordUpdated,
        description: settingsToasts.passwordUpdatedDescription,
      });
    } catch (error) {
      const fieldErrors = isApiError(error) ? toFormFieldErrors(error.fieldErrors, passwordFields) : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      notification.error({
        title: settingsToasts.passwordUpdateFailed,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={save}
      aria-label="Change password"
      className="lp-settings-form"
    >
      <Typography.Title level={4}>Change password</Typography.Title>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={accountRules.currentPassword}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="new_password"
        rules={accountRules.newPassword}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="passwordConfirmation"
        dependencies={['new_password']}
        rules={accountRules.newPasswordConfirmation}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isMutating}>
        Update password
      </Button>
    </Form>
  );
}

function DeleteAccount() {
  const { modal, notification } = App.useApp();
  const { trigger } = useDeleteAccount();
  const { end } = useSessionActions();
  const navigate = useNavigate();

  const confirmDelete = () =>
    modal.confirm({
      title: 'Delete your account?',
      content: 'Your account and its details will be deleted. This process cannot be undone.',
      okText: 'Delete Account',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const answer = await trigger();
          // Leave the signed-in-only page first, so its guard does not send us to /login.
          await navigate(paths.home, { replace: true, flushSync: true });
          end();
          notification.success({ title: answer?.message || settingsToasts.accountDeleted });
        } catch (error) {
          notification.error({
            title: settingsToasts.accountDeleteFailed,
            description: messageOf(error, settingsToasts.somethingWentWrong),
          });
        }
      },
    });

  return (
    <section className="lp-danger-zone" aria-labelledby="lp-delete-account-title">
      <Typography.Title level={4} id="lp-delete-account-title">
        Delete account
      </Typography.Title>
      <Typography.Paragraph>Deleting your account removes your details from {company.name}.</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
        Delete Account
      </Button>
    </section>
  );
}
