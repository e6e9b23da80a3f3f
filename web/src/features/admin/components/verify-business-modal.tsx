import { Form, Input, Modal } from 'antd';
import type { AdminBusiness } from '../api/get-businesses';
import { verifyBusiness } from '../api/verify-business';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';

export interface VerifyBusinessModalProps {
  business: AdminBusiness | null;
  onClose: () => void;
  onVerified: () => Promise<void>;
}

/** Verify a business with the code it was e-mailed (spec §4). */
export function VerifyBusinessModal({ business, onClose, onVerified }: VerifyBusinessModalProps) {
  const [form] = Form.useForm<{ code: string }>();
  const run = useAdminAction();
  const verify = async ({ code }: { code: string }) => {
    if (!business) return;
    if (await run(() => verifyBusiness(business.id, code.trim()), { success: adminTexts.verified })) {
      form.resetFields();
      await onVerified();
    }
  };
  return (
    <Modal
      open={business !== null}
      title={business ? `Verify ${business.businessName}` : 'Verify'}
      okText="Verify"
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        name="verify-business"
        layout="vertical"
        requiredMark={false}
        onFinish={verify}
        aria-label="Verify business"
      >
        <Form.Item
          label="Verification code"
          name="code"
          rules={[{ required: true, whitespace: true, message: 'Enter the code the business was e-mailed' }]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
