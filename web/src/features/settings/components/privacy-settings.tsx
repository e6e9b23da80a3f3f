import { DeleteOutlined, LogoutOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import { withNotice } from '@/shared/components/layout/page-notice';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf, toFormFieldErrors } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { useSessionActions } from '@/shared/session/use-session-actions';
import { type AccountDeletionInput, useDeleteAccount } from '../api/delete-account';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import { type PasswordUpdateInput, useUpdatePassword } from '../api/update-password';
import { settingsToasts } from '../lib/settings-texts';

const passwordFields = ['currentPassword', 'new_password', 'passwordConfirmation'] as const;

/** Change password, log out of all devices, and delete the account. */
export function PrivacySettings() {
  return (
    <div className="lp-settings-section">
      <Typography.Title level={3}>Privacy</Typography.Title>
      <ChangePasswordForm />
      <LogOutEverywhere />
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

/** Ends every session of the account, this one included, then opens the login page. */
function LogOutEverywhere() {
  const { modal, notification } = App.useApp();
  const { trigger } = useLogOutEverywhere();
  const { end } = useSessionActions();
  const navigate = useNavigate();

  const confirmLogOut = () =>
    modal.confirm({
      title: 'Log out of all devices?',
      content: 'You will be logged out everywhere you are signed in, including here.',
      okText: 'Log out of all devices',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const answer = await trigger();
          // Ended by the user: the page's guard opens plain /login too, never a ?next= back here.
          end();
          await navigate(paths.login, { replace: true });
          notification.success({ title: answer?.message || settingsToasts.loggedOutEverywhere });
        } catch (error) {
          notification.error({
            title: settingsToasts.logOutEverywhereFailed,
            description: messageOf(error, settingsToasts.somethingWentWrong),
          });
        }
      },
    });

  return (
    <section className="lp-settings-block" aria-labelledby="lp-log-out-everywhere-title">
      <Typography.Title level={4} id="lp-log-out-everywhere-title">
        Log out of all devices
      </Typography.Title>
      <Typography.Paragraph>
        Signed in on a phone or computer you no longer use? This logs you out everywhere, including here.
      </Typography.Paragraph>
      <Button icon={<LogoutOutlined aria-hidden />} onClick={confirmLogOut}>
        Log out of all devices
      </Button>
    </section>
  );
}

/** Deleting the account asks for the current password, in a dialog of its own. */
function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="lp-danger-zone" aria-labelledby="lp-delete-account-title">
      <Typography.Title level={4} id="lp-delete-account-title">
        Delete account
      </Typography.Title>
      <Typography.Paragraph>Deleting your account removes your details from {company.name}.</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <Modal title="Delete your account?" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </Modal>
    </section>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<AccountDeletionInput>();
  const { trigger, isMutating } = useDeleteAccount();
  const { end } = useSessionActions();
  const navigate = useNavigate();

  const remove = async ({ currentPassword }: AccountDeletionInput) => {
    try {
      const answer = await trigger({ currentPassword });
      // Leave the signed-in-only page first, so its guard does not send us to /login. The home page
      // has no antd providers, so the confirmation travels with the navigation (PageNotice).
      await navigate(paths.home, {
        replace: true,
        flushSync: true,
        state: withNotice(answer?.message || settingsToasts.accountDeleted),
      });
      end();
    } catch (error) {
      const fieldErrors = isApiError(error) ? toFormFieldErrors(error.fieldErrors, ['currentPassword']) : [];
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      notification.error({
        title: settingsToasts.accountDeleteFailed,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  return (
    // Named: its field ids must not clash with the change-password form's on the same page.
    <Form
      form={form}
      name="delete-account"
      layout="vertical"
      requiredMark={false}
      onFinish={remove}
      aria-label="Delete your account"
    >
      <Typography.Paragraph>
        Your account and its details will be deleted. This process cannot be undone.
      </Typography.Paragraph>
      {/* Lets password managers offer the account's password. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={accountRules.currentPassword}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="lp-settings-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button danger type="primary" htmlType="submit" loading={isMutating}>
          Delete Account
        </Button>
      </div>
    </Form>
  );
}
