import { normaliseMobile } from '@localpros/contracts/rules';
import { App, Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { MobileInput } from '@/shared/components/mobile-input';
import { accountRules, maskMobile } from '@/shared/lib/account-form-rules';
import { messageOf } from '@/shared/lib/form-field-errors';
import { validationDebounceMs } from '@/shared/lib/form-timing';
import { userUpdated } from '@/shared/session/session-slice';
import { useConfirmPhoneUpdate } from '../api/confirm-phone-update';
import { useUpdatePhone } from '../api/update-phone';
import { settingsToasts } from '../lib/settings-texts';
import { CodeStep } from './code-step';

export interface UpdatePhoneDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Two steps: the new mobile number (a code is texted to it), then the code. */
export function UpdatePhoneDialog({ open, onClose }: UpdatePhoneDialogProps) {
  return (
    <Modal title="Update mobile number" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <UpdatePhoneSteps onDone={onClose} />
    </Modal>
  );
}

function UpdatePhoneSteps({ onDone }: { onDone: () => void }) {
  const { notification } = App.useApp();
  const dispatch = useDispatch();
  const [pending, setPending] = useState<string | null>(null);
  const request = useUpdatePhone();
  const confirm = useConfirmPhoneUpdate();

  const sendCode = async (typed: string, again = false) => {
    // Shown and confirmed as the account will hold it (07…), however it was typed.
    const mobileNumber = normaliseMobile(typed) ?? typed;
    try {
      await request.trigger(mobileNumber);
      setPending(mobileNumber);
      if (again) notification.success({ title: settingsToasts.phoneCodeSent });
    } catch (error) {
      notification.error({
        title: settingsToasts.profileUpdateFailed,
        description: messageOf(error, settingsToasts.somethingWentWrong),
      });
    }
  };

  const verify = async (verificationCode: string) => {
    if (!pending) return;
    try {
      const answer = await confirm.trigger({ mobile_number: pending, verificationCode });
      if (answer?.data) dispatch(userUpdated(answer.data));
      notification.success({ title: settingsToasts.phoneVerified });
      onDone();
    } catch (error) {
      notification.error({
        title: settingsToasts.phoneVerificationFailed,
        description: messageOf(error, settingsToasts.invalidCode),
      });
    }
  };

  if (pending) {
    return (
      <CodeStep
        label="Mobile number verification"
        intro={
          <>
            We have texted a code to <strong>{pending}</strong>. Enter it to confirm the change.
          </>
        }
        verifying={confirm.isMutating}
        resending={request.isMutating}
        onVerify={verify}
        onResend={() => sendCode(pending, true)}
      />
    );
  }
  return <PhoneRequestStep sending={request.isMutating} onCancel={onDone} onSubmit={(mobile) => sendCode(mobile)} />;
}

function PhoneRequestStep({
  sending,
  onCancel,
  onSubmit,
}: {
  sending: boolean;
  onCancel: () => void;
  onSubmit: (mobileNumber: string) => void;
}) {
  const [form] = Form.useForm<{ mobile_number: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ mobile_number }) => onSubmit(mobile_number)}
      aria-label="Enter your new mobile number"
    >
      <Form.Item
        label="New mobile number"
        name="mobile_number"
        rules={accountRules.mobile}
        normalize={maskMobile}
        validateDebounce={validationDebounceMs}
        extra="A UK mobile, e.g. 07700 900123 or +44 7700 900123."
      >
        <MobileInput />
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
