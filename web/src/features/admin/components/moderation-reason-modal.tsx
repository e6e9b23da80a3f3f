import { MODERATION_REASON_MAX_LENGTH, moderationMessages } from '@localpros/contracts/rules';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ModerationReasonModalProps {
  open: boolean;
  title: string;
  okText: string;
  /** What the admin is told about who sees the reason. */
  intro: ReactNode;
  /** The required-reason message. */
  required?: string;
  /** Resolves true when done (the modal then closes and the form clears). */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}

/** A decision on a review that needs the admin's reason (required, 500 characters at most). */
export function ModerationReasonModal({
  open,
  title,
  okText,
  intro,
  required = moderationMessages.reasonRequired,
  onSubmit,
  onClose,
}: ModerationReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const save = async ({ reason }: { reason: string }) => {
    if (await onSubmit((reason ?? '').trim())) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal open={open} title={title} okText={okText} onOk={() => form.submit()} onCancel={onClose} forceRender>
      {intro}
      <Form
        form={form}
        name="moderation-reason"
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        aria-label={title}
      >
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: required },
            { max: MODERATION_REASON_MAX_LENGTH, message: moderationMessages.reasonTooLong },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MODERATION_REASON_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
