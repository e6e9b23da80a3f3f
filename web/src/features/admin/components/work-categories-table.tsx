import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { deleteWorkCategory } from '../api/delete-work-category';
import { type AdminWorkCategory, useAdminWorkCategories } from '../api/get-admin-work-categories';
import { updateWorkCategory } from '../api/update-work-category';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { ActiveToggle } from './active-toggle';
import { AddCategoryModal } from './add-category-modal';
import { type AdminColumn, AdminList } from './admin-list';
import { DeleteButton } from './delete-button';
import { ResponseCapModal } from './response-cap-modal';
import { ServicesModal } from './services-modal';

/**
 * Work categories: add, activate/deactivate, delete, set the responses per job; a name opens its
 * services (spec §2).
 */
export function WorkCategoriesTable() {
  const run = useAdminAction();
  const reload = useReloadList('/admin/work-categories');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<AdminWorkCategory | null>(null);
  const [capping, setCapping] = useState<AdminWorkCategory | null>(null);

  const columns: AdminColumn<AdminWorkCategory>[] = [
    {
      key: 'name',
      title: 'Name',
      render: (c) => (
        <Button type="link" className="lp-admin-link" onClick={() => setOpen(c)} aria-label={`${c.name} services`}>
          {c.name}
        </Button>
      ),
    },
    { key: 'businesses', title: 'Businesses', render: (c) => c.businesses },
    { key: 'active', title: 'Active', render: (c) => c.activeBusinesses },
    { key: 'inactive', title: 'Inactive', render: (c) => c.inactiveBusinesses },
    {
      key: 'cap',
      title: 'Responses per job',
      render: (c) => (
        <Button
          type="link"
          className="lp-admin-link"
          onClick={() => setCapping(c)}
          aria-label={`${c.name} responses per job: ${c.responseCap === 0 ? 'no cap' : c.responseCap}, change`}
        >
          {c.responseCap === 0 ? 'No cap' : c.responseCap}
        </Button>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (c) => (c.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (c) => (
        <Space wrap size={4}>
          <ActiveToggle
            isActive={c.isActive}
            onToggle={(is_active) => run(() => updateWorkCategory(c.id, { is_active }), { reload })}
          />
          <DeleteButton
            question={adminTexts.deleteCategory}
            onDelete={() => run(() => deleteWorkCategory(c.id), { success: adminTexts.categoryDeleted, reload })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="lp-admin-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {adminTexts.addCategory}
        </Button>
      </div>
      <AdminList
        name="Work categories"
        columns={columns}
        useList={useAdminWorkCategories}
        select={(data) => ({ rows: data.workCategories, total: data.categoryCount })}
        rowKey={(c) => c.id}
        loadingText={adminTexts.categoriesLoading}
        emptyText={adminTexts.categoriesEmpty}
        radius={2}
      />
      <AddCategoryModal
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={async () => {
          setAdding(false);
          await reload();
        }}
      />
      <ResponseCapModal
        category={capping}
        onClose={() => setCapping(null)}
        onSaved={async () => {
          setCapping(null);
          await reload();
        }}
      />
      <ServicesModal
        category={open}
        onClose={() => {
          setOpen(null);
          // Fresh business counts for the row once the admin is back at the table.
          void reload();
        }}
      />
    </>
  );
}
