import { Alert, Button, Form, Input, Modal, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { ScrollableTable } from '@/shared/components/scrollable-table';
import { messageOf } from '@/shared/lib/form-field-errors';
import { addService } from '../api/add-service';
import { deleteService } from '../api/delete-service';
import type { AdminWorkCategory } from '../api/get-admin-work-categories';
import { type AdminService, useCategoryServices } from '../api/get-category-services';
import { updateService } from '../api/update-service';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { ActiveToggle } from './active-toggle';
import { DeleteButton } from './delete-button';

/** A category's services: add, rename, activate/deactivate and delete. */
export function ServicesModal({ category, onClose }: { category: AdminWorkCategory | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useCategoryServices(category?.id ?? null);
  const run = useAdminAction();
  const [form] = Form.useForm<{ name: string }>();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const reload = () => mutate();

  const add = async ({ name }: { name: string }) => {
    if (!category) return;
    if (await run(() => addService(category.id, name.trim()), { success: 'Service added', reload })) form.resetFields();
  };
  const rename = async () => {
    if (!renaming || renaming.name.trim() === '') return;
    const { id, name } = renaming;
    if (await run(() => updateService(id, { name: name.trim() }), { success: 'Service renamed', reload })) {
      setRenaming(null);
    }
  };

  return (
    <Modal
      open={category !== null}
      title={category ? `${category.name} services` : 'Services'}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <Form
        form={form}
        name="add-service"
        layout="inline"
        onFinish={add}
        aria-label="Add a service"
        className="lp-admin-toolbar"
      >
        <Form.Item
          label="Service Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'Service name is required' }]}
        >
          <Input placeholder="Enter service name" maxLength={80} />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          Add Service
        </Button>
      </Form>
      {error ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load the services.')} />
      ) : isLoading || !data ? (
        <div className="lp-admin-table__status" role="status">
          <Spin size="small" /> {adminTexts.servicesLoading}
        </div>
      ) : (
        <ScrollableTable<AdminService>
          aria-label="Services"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.services}
          locale={{ emptyText: 'No Services Found' }}
          columns={[
            {
              key: 'name',
              title: 'Service Name',
              render: (_, s) =>
                renaming?.id === s.id ? (
                  <Space.Compact>
                    <Input
                      aria-label={`New name for ${s.name}`}
                      value={renaming.name}
                      onChange={(e) => setRenaming({ id: s.id, name: e.target.value })}
                      onPressEnter={rename}
                      maxLength={80}
                    />
                    <Button type="primary" onClick={rename}>
                      Save
                    </Button>
                    <Button onClick={() => setRenaming(null)}>Cancel</Button>
                  </Space.Compact>
                ) : (
                  s.name
                ),
            },
            { key: 'active', title: 'Active', render: (_, s) => s.activeBusinesses },
            { key: 'inactive', title: 'Inactive', render: (_, s) => s.inactiveBusinesses },
            {
              key: 'status',
              title: 'Status',
              render: (_, s) => (s.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, s) => (
                <Space wrap size={4}>
                  <Button size="small" onClick={() => setRenaming({ id: s.id, name: s.name })}>
                    Edit
                  </Button>
                  <ActiveToggle
                    isActive={s.isActive}
                    onToggle={(is_active) => run(() => updateService(s.id, { is_active }), { reload })}
                  />
                  <DeleteButton
                    question="Are you sure you want to delete this service?"
                    onDelete={() => run(() => deleteService(s.id), { success: 'Service deleted', reload })}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
