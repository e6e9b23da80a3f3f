import { Button, Form, Input, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { codeMessages, normalizeCode } from '@/shared/components/verify-account-form';

export interface CodeStepProps {
  /** Where the code went, e.g. "We have e-mailed a code to …". */
  intro: ReactNode;
  label: string;
  verifying: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
}

/** The second step of an e-mail or phone change: the code, Verify and Resend. */
export function CodeStep({ intro, label, verifying, resending, onVerify, onResend }: CodeStepProps) {
  const [form] = Form.useForm<{ verificationCode: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ verificationCode }) => onVerify(normalizeCode(verificationCode))}
      aria-label={label}
    >
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <Form.Item
        label="Verification code"
        name="verificationCode"
        normalize={normalizeCode}
        rules={[{ required: true, message: codeMessages.required }]}
      >
        <Input autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={64} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={verifying}>
          Verify
        </Button>
        <Button onClick={onResend} loading={resending}>
          Resend
        </Button>
      </Space>
    </Form>
  );
}
