import { Form, Input, Modal } from 'antd';
import { isApiError } from '@/shared/api/api-error';
import { messageOf } from '@/shared/lib/form-field-errors';
import { addWorkCategory } from '../api/add-work-category';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';

export interface AddCategoryModalProps {
  open: boolean;
  onClose: () => void;
  onAdded: () => Promise<void>;
}

/** 'Add Category': a required, unique name (the server says when it is taken). */
export function AddCategoryModal({ open, onClose, onAdded }: AddCategoryModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const run = useAdminAction();
  const add = async ({ name }: { name: string }) => {
    try {
      await addWorkCategory(name.trim());
    } catch (error) {
      // A taken name is the field's problem; anything else is a toast.
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        form.setFields([{ name: 'name', errors: [messageOf(error, 'This name cannot be used')] }]);
        return;
      }
      await run(() => Promise.reject(error));
      return;
    }
    await run(async () => undefined, { success: adminTexts.categoryAdded });
    form.resetFields();
    await onAdded();
  };
  return (
    <Modal
      open={open}
      title={adminTexts.addCategory}
      okText="Add"
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        name="add-category"
        layout="vertical"
        requiredMark={false}
        onFinish={add}
        aria-label={adminTexts.addCategory}
      >
        <Form.Item
          label={adminTexts.categoryName}
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Category name is required' }]}
        >
          <Input placeholder={adminTexts.categoryPlaceholder} maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
