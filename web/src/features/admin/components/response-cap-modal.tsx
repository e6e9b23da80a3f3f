import { RESPONSE_CAP_MAX } from '@localpros/contracts/rules';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { messageOf } from '@/shared/lib/form-field-errors';
import type { AdminWorkCategory } from '../api/get-admin-work-categories';
import { updateWorkCategory } from '../api/update-work-category';
import { useAdminAction } from '../lib/use-admin-action';

/** The server holds the same limits: the form says them first. */
const capMessage = `Enter a whole number from 0 (no cap) to ${RESPONSE_CAP_MAX}`;

export const responseCapTexts = {
  title: 'Responses per job',
  label: 'Businesses that may respond to one job',
  help: 'Marking interest or quoting takes a place. 0: no cap. Jobs posted after the change get the new cap.',
  saved: 'Responses per job saved',
} as const;

export interface ResponseCapModalProps {
  /** The category being edited; null: closed. */
  category: AdminWorkCategory | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Sets a category's cap on responses per job (PUT /api/admin/work-category/{id} responseCap). */
export function ResponseCapModal({ category, onClose, onSaved }: ResponseCapModalProps) {
  const [form] = Form.useForm<{ responseCap: number | null }>();
  const run = useAdminAction();
  useEffect(() => {
    if (category) form.setFieldsValue({ responseCap: category.responseCap });
  }, [category, form]);

  const save = async ({ responseCap }: { responseCap: number | null }) => {
    if (!category || responseCap === null) return;
    try {
      await updateWorkCategory(category.id, { responseCap });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        form.setFields([{ name: 'responseCap', errors: [messageOf(error, capMessage)] }]);
        return;
      }
      await run(() => Promise.reject(error));
      return;
    }
    await run(async () => undefined, { success: responseCapTexts.saved });
    await onSaved();
  };

  return (
    <Modal
      open={category !== null}
      title={`${responseCapTexts.title}: ${category?.name ?? ''}`}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="response-cap" layout="vertical" requiredMark={false} onFinish={save}>
        <Form.Item
          label={responseCapTexts.label}
          name="responseCap"
          rules={[
            { required: true, message: capMessage },
            { type: 'integer', min: 0, max: RESPONSE_CAP_MAX, message: capMessage },
          ]}
          extra={<Typography.Text type="secondary">{responseCapTexts.help}</Typography.Text>}
        >
          {/* Not clamped: a value out of range is said so, not silently changed. */}
          <InputNumber<number> step={1} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
