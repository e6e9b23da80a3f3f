import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { ConfirmButton } from '@/shared/components/confirm-button';
import { formatUkDate } from '@/shared/lib/dates';
import { deleteUser } from '../api/delete-user';
import { type AdminBusiness, useAdminBusinesses } from '../api/get-businesses';
import { resendVerificationCode } from '../api/resend-verification-code';
import { updateBusiness } from '../api/update-business';
import { verifyBusiness } from '../api/verify-business';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { ActiveToggle } from './active-toggle';
import { type AdminColumn, AdminList } from './admin-list';
import { DeleteButton } from './delete-button';
import { DocumentsModal } from './documents-modal';
import { ImpersonateButton } from './impersonate-button';
import { RecentMessagesButton } from './recent-messages';
import { ShortId } from './short-id';

/** Businesses: search by business name and e-mail; vetting, verification and every page number (spec §2). */
export function BusinessesTable() {
  const run = useAdminAction();
  const reload = useReloadList('/admin/businesses');
  const [documentsOf, setDocumentsOf] = useState<AdminBusiness | null>(null);

  const columns: AdminColumn<AdminBusiness>[] = [
    { key: 'id', title: 'ID', render: (b) => <ShortId id={b.id} /> },
    {
      key: 'name',
      title: 'Name',
      render: (b) => b.businessName,
      search: { param: 'businessName', label: 'Business name' },
    },
    {
      key: 'verification',
      title: 'Verification',
      render: (b) =>
        b.isVerified ? (
          <Tag color="green">Verified</Tag>
        ) : (
          <ConfirmButton
            size="small"
            confirmTitle={adminTexts.verifyQuestion(b.businessName)}
            confirmText={adminTexts.verifyNote}
            okText="Verify"
            cancelText="Cancel"
            onConfirm={async () => {
              await run(() => verifyBusiness(b.id), { success: adminTexts.verified, reload });
            }}
          >
            Verify
          </ConfirmButton>
        ),
    },
    {
      key: 'resend',
      title: 'Resend',
      render: (b) =>
        b.isVerified ? null : (
          <Button
            size="small"
            onClick={() => run(() => resendVerificationCode(b.id), { success: adminTexts.verificationSent })}
          >
            Resend
          </Button>
        ),
    },
    { key: 'userName', title: 'User name', render: (b) => b.userName },
    {
      key: 'email',
      title: 'Email',
      render: (b) => b.email,
      search: { param: 'businessEmail', label: 'Business email', type: 'email' },
    },
    { key: 'mobile', title: 'Mobile', render: (b) => b.mobileNumber ?? '-' },
    { key: 'location', title: 'Location', render: (b) => b.location },
    { key: 'categories', title: 'Categories', render: (b) => b.categories.join(', ') || '-' },
    { key: 'companyNumber', title: 'Company number', render: (b) => b.companyNumber ?? '-' },
    { key: 'leads', title: 'Leads', render: (b) => b.leadsCount ?? 0 },
    { key: 'quoted', title: 'Quoted jobs', render: (b) => b.quotedJobs },
    { key: 'finished', title: 'Finished jobs', render: (b) => b.finishedJobs },
    { key: 'cancelled', title: 'Cancelled jobs', render: (b) => b.cancelledJobs },
    { key: 'registered', title: 'Registered', render: (b) => formatUkDate(b.createdAt) },
    { key: 'subscription', title: 'Subscription', render: (b) => b.subscriptionType ?? '-' },
    {
      key: 'actions',
      title: 'Actions',
      render: (b) => (
        <Space wrap size={4}>
          <ImpersonateButton email={b.email} />
          <RecentMessagesButton user={{ id: b.id, name: b.businessName }} />
          <Button size="small" onClick={() => setDocumentsOf(b)}>
            {adminTexts.showDocuments}
          </Button>
          <ActiveToggle
            isActive={b.isActive}
            onToggle={(is_active) => run(() => updateBusiness(b.id, { is_active }), { reload })}
          />
          <DeleteButton
            question="Are you sure you want to delete this business?"
            onDelete={() => run(() => deleteUser(b.id), { success: adminTexts.businessDeleted, reload })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminList
        name="Businesses"
        columns={columns}
        useList={useAdminBusinesses}
        select={(data) => ({ rows: data.businesses, total: data.businessCount })}
        rowKey={(b) => b.id}
        loadingText={adminTexts.businessesLoading}
        emptyText={adminTexts.businessesEmpty}
        radius="all"
      />
      <DocumentsModal business={documentsOf} onClose={() => setDocumentsOf(null)} />
    </>
  );
}
