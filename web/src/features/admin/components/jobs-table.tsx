import { Button, Space } from 'antd';
import { useState } from 'react';
import { formatUkDate } from '@/shared/lib/dates';
import { deleteAdminJob } from '../api/delete-admin-job';
import { type AdminJob, useAdminJobs } from '../api/get-admin-jobs';
import { updateAdminJob } from '../api/update-admin-job';
import { adminTexts } from '../lib/admin-texts';
import { useAdminAction } from '../lib/use-admin-action';
import { useReloadList } from '../lib/use-reload-list';
import { ActiveToggle } from './active-toggle';
import { type AdminColumn, AdminList } from './admin-list';
import { DeleteButton } from './delete-button';
import { JobDetailsModal } from './job-details-modal';
import { JobStatusBadge } from './job-status-badge';

/** Every job, premium numbers highlighted, with details, activation and deletion (spec §2). */
export function JobsTable() {
  const run = useAdminAction();
  const reload = useReloadList('/admin/jobs');
  const [details, setDetails] = useState<AdminJob | null>(null);

  const columns: AdminColumn<AdminJob>[] = [
    {
      key: 'jobNumber',
      title: 'Job number',
      render: (j) => (
        <span className={j.type === 'premium' ? 'lp-job-number is-premium' : 'lp-job-number'}>
          {j.jobNumber}
          {j.type === 'premium' ? <span className="lp-visually-hidden"> (premium)</span> : null}
        </span>
      ),
      search: { param: 'search', label: 'Job number or title' },
    },
    { key: 'user', title: 'User', render: (j) => j.user.name },
    { key: 'title', title: 'Title', render: (j) => j.title },
    { key: 'status', title: 'Status', render: (j) => <JobStatusBadge status={j.status} /> },
    { key: 'category', title: 'Work category', render: (j) => j.workCategory || 'Unknown' },
    { key: 'service', title: 'Service', render: (j) => j.service || 'N/A' },
    { key: 'leads', title: 'Leads received', render: (j) => j.leadsReceived },
    { key: 'quoted', title: 'Quoted businesses', render: (j) => j.quotedBusinesses },
    { key: 'completedBy', title: 'Completed by', render: (j) => j.completedBy ?? '-' },
    { key: 'created', title: 'Created', render: (j) => formatUkDate(j.createdAt) },
    {
      key: 'actions',
      title: 'Actions',
      render: (j) => (
        <Space wrap size={4}>
          <Button size="small" onClick={() => setDetails(j)}>
            Details
          </Button>
          <ActiveToggle
            isActive={j.isActive}
            onToggle={(is_active) => run(() => updateAdminJob(j.id, { is_active }), { reload })}
          />
          <DeleteButton
            question={adminTexts.deleteJob}
            onDelete={() => run(() => deleteAdminJob(j.id), { success: (a) => a.message, reload })}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminList
        name="Jobs"
        columns={columns}
        useList={useAdminJobs}
        select={(data) => ({ rows: data.jobs, total: data.jobsCount })}
        rowKey={(j) => j.id}
        loadingText={adminTexts.jobsLoading}
        emptyText={adminTexts.jobsEmpty}
        radius={2}
      />
      <JobDetailsModal job={details} onClose={() => setDetails(null)} />
    </>
  );
}
