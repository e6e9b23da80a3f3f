import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { deleteUser } from '../api/delete-user';
import { type AdminCustomer, useAdminCustomers } from '../api/get-customers';
import { resendVerificationCode } from '../api/resend-verification-code';
import { updateCustomer } from '../api/update-customer';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { ActiveToggle } from './active-toggle';
import { type AdminColumn, AdminList } from './admin-list';
import { DeleteButton } from './delete-button';
import { EditCustomerModal } from './edit-customer-modal';
import { ImpersonateButton } from './impersonate-button';
import { RecentMessagesButton } from './recent-messages';
import { ShortId } from './short-id';

/** Customers: search by name and e-mail; the spec's columns and actions (section 2). */
export function CustomersTable() {
  const run = useAdminAction();
  const reload = useReloadList('/admin/customers');
  const [editing, setEditing] = useState<AdminCustomer | null>(null);

  const columns: AdminColumn<AdminCustomer>[] = [
    { key: 'id', title: 'ID', render: (c) => <ShortId id={c.id} /> },
    { key: 'name', title: 'Name', render: (c) => c.name, search: { param: 'name', label: 'Customer name' } },
    { key: 'posted', title: 'Posted', render: (c) => c.postedJobs },
    { key: 'completed', title: 'Completed', render: (c) => c.completedJobs },
    { key: 'cancelled', title: 'Cancelled', render: (c) => c.cancelledJobs },
    {
      key: 'flag',
      title: 'Bad leads',
      // Bad-lead reports upheld against the customer (Admin → Reports): any flags the account.
      render: (c) =>
        c.upheldLeadReports > 0 ? (
          <Tag color="red">
            Flagged: {c.upheldLeadReports} upheld {c.upheldLeadReports === 1 ? 'report' : 'reports'}
          </Tag>
        ) : null,
    },
    {
      key: 'email',
      title: 'Email',
      render: (c) => c.email,
      search: { param: 'email', label: 'Customer email', type: 'email' },
    },
    {
      key: 'verification',
      title: 'Verification',
      render: (c) => (c.isVerified ? <Tag color="green">Verified</Tag> : <Tag>Unverified</Tag>),
    },
    {
      key: 'resend',
      title: 'Resend',
      render: (c) =>
        c.isVerified ? null : (
          <Button
            size="small"
            onClick={() => run(() => resendVerificationCode(c.id), { success: adminTexts.verificationSent })}
          >
            Resend
          </Button>
        ),
    },
    { key: 'mobile', title: 'Mobile', render: (c) => c.mobileNumber ?? '-' },
    { key: 'registered', title: 'Registered', render: (c) => formatUkDate(c.createdAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (c) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => setEditing(c)}>
            Edit
          </Button>
          <ImpersonateButton email={c.email} />
          <RecentMessagesButton user={{ id: c.id, name: c.name }} />
          <ActiveToggle
            isActive={c.isActive}
            onToggle={(is_active) => run(() => updateCustomer(c.id, { is_active }), { reload })}
          />
          <DeleteButton
            question="Are you sure you want to delete this customer?"
            onDelete={() => run(() => deleteUser(c.id), { success: (a) => a.message, reload })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminList
        name="Customers"
        columns={columns}
        useList={useAdminCustomers}
        select={(data) => ({ rows: data.customers, total: data.count })}
        rowKey={(c) => c.id}
        loadingText={adminTexts.customersLoading}
        emptyText={adminTexts.customersEmpty}
      />
      <EditCustomerModal
        customer={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await reload();
        }}
      />
    </>
  );
}
