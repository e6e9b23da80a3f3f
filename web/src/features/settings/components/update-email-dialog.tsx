import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { isApiError } from '@/shared/api/api-error';
import { accountRules } from '@/shared/lib/account-form-rules';
import { messageOf } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { userUpdated } from '@/shared/session/session-slice';
import { useConfirmEmailUpdate } from '../api/confirm-email-update';
import { type EmailChangeInput, useUpdateEmail } from '../api/update-email';
import { settingsToasts } from '../lib/settings-texts';
import { CodeStep } from './code-step';

export const emailsDifferMessage = 'The two email addresses do not match.';

export interface UpdateEmailDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Two steps: the new address twice and the current password (a code is e-mailed to it), then the code. */
export function UpdateEmailDialog({ open, onClose }: UpdateEmailDialogProps) {
  return (
    <Modal title="Update E-mail" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <UpdateEmailSteps onDone={onClose} />
    </Modal>
  );
}

function UpdateEmailSteps({ onDone }: { onDone: () => void }) {
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [pending, setPending] = useState<EmailChangeInput | null>(null);
  const request = useUpdateEmail();
  const confirm = useConfirmEmailUpdate();

  const sendCode = async (input: EmailChangeInput, again = false) => {
    try {
      await request.trigger(input);
      setPending(input);
      if (again) notification.success({ title: settingsToasts.emailCodeSent });
    } catch (error) {
      const serverRefused = isApiError(error) && error.status >= 400 && error.status < 500;
      notification.error({
        title: serverRefused ? settingsToasts.emailUpdateFailed : settingsToasts.emailUpdateError,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  const verify = async (verificationCode: string) => {
    if (!pending) return;
    try {
      const answer = await confirm.trigger({
        email: pending.email,
        confirmedEmail: pending.confirmedEmail,
        verificationCode,
      });
      if (answer?.data) dispatch(userUpdated(answer.data));
      notification.success({ title: settingsToasts.emailVerified });
      onDone();
    } catch (error) {
      notification.error({
        title: settingsToasts.emailVerificationFailed,
        description:
          isApiError(error) && error.status === 400 && error.message ? error.message : settingsToasts.invalidCode,
      });
    }
  };

  if (pending) {
    return (
      <CodeStep
        label="Email verification"
        intro={
          <>
            We have e-mailed a code to <strong>{pending.email}</strong>. Enter it to confirm the change.
          </>
        }
        verifying={confirm.isMutating}
        resending={request.isMutating}
        onVerify={verify}
        onResend={() => sendCode(pending, true)}
      />
    );
  }
  return <EmailRequestStep sending={request.isMutating} onCancel={onDone} onSubmit={(input) => sendCode(input)} />;
}

function EmailRequestStep({
  sending,
  onCancel,
  onSubmit,
}: {
  sending: boolean;
  onCancel: () => void;
  onSubmit: (input: EmailChangeInput) => void;
}) {
  const [form] = Form.useForm<EmailChangeInput>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        onSubmit({
          email: values.email.trim(),
          confirmedEmail: values.confirmedEmail.trim(),
          currentPassword: values.currentPassword,
        })
      }
      aria-label="Enter your new email"
    >
      <Form.Item label="New email" name="email" rules={accountRules.email} validateDebounce={validationDebounceMs}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        label="Confirm new email"
        name="confirmedEmail"
        dependencies={['email']}
        validateDebounce={validationDebounceMs}
        rules={[
          ...accountRules.email,
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              typeof value !== 'string' ||
              value.trim() === '' ||
              value.trim().toLowerCase() ===
                String(getFieldValue('email') ?? '')
                  .trim()
                  .toLowerCase()
                ? Promise.resolve()
                : Promise.reject(new Error(emailsDifferMessage)),
          }),
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={accountRules.currentPassword}
        validateDebounce={validationDebounceMs}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Space wrap>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send code
        </Button>
      </Space>
    </Form>
  );
}
