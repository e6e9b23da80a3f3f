import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import type { AdminCustomer } from '../api/get-customers';
import { updateCustomer } from '../api/update-customer';
import { useAdminAction } from '../lib/use-admin-action';

interface NameFields {
  name: string;
  firstName: string;
  lastName: string;
}

export interface EditCustomerModalProps {
  customer: AdminCustomer | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}

/** Edit a customer's name, first name and last name (spec §2). */
export function EditCustomerModal({ customer, onClose, onSaved }: EditCustomerModalProps) {
  const [form] = Form.useForm<NameFields>();
  const run = useAdminAction();

  useEffect(() => {
    if (customer)
      form.setFieldsValue({ name: customer.name, firstName: customer.firstName, lastName: customer.lastName });
  }, [customer, form]);

  const save = async (values: NameFields) => {
    if (!customer) return;
    const saved = await run(
      () =>
        updateCustomer(customer.id, {
          name: values.name.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        }),
      { success: 'Customer updated' },
    );
    if (saved) await onSaved();
  };

  const required = (label: string) => [{ required: true, whitespace: true, message: `${label} is required` }];
  return (
    <Modal
      open={customer !== null}
      title="Edit customer"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name="edit-customer"
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        aria-label="Edit customer"
      >
        <Form.Item label="Name" name="name" rules={required('Name')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label="First name" name="firstName" rules={required('First name')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={required('Last name')}>
          <Input maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
