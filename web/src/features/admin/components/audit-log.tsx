import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import { type AuditEntry, useAuditLog } from '../api/get-audit-log';
import { type AdminColumn, AdminList } from './admin-list';

/**
 * The audited admin actions: adminActions of packages/contracts/src/events/admin.ts, copied so
 * the bundle does not pull in zod (as shared/lib/account-rules.ts does).
 */
const actions = [
  'sign_in',
  'impersonation_started',
  'impersonation_ended',
  'user_edited',
  'user_activated',
  'user_deactivated',
  'user_deleted',
  'verification_resent',
  'business_verified',
  'business_document_viewed',
  'job_activated',
  'job_deactivated',
  'job_deleted',
  'job_posted_for_customer',
  'work_category_changed',
  'review_hidden',
  'review_restored',
  'promo_code_changed',
  'contact_message_marked',
  'contact_message_replied',
  'renewals_run',
];

const columns: AdminColumn<AuditEntry>[] = [
  { key: 'at', title: 'When', render: (e) => dayjs(e.at).format('DD/MM/YYYY HH:mm') },
  { key: 'who', title: 'Who', render: (e) => e.adminName },
  { key: 'action', title: 'Action', render: (e) => e.action.replaceAll('_', ' ') },
  { key: 'target', title: 'Target', render: (e) => e.target },
  { key: 'detail', title: 'Detail', render: (e) => e.detail || '-' },
];

/** Who did what, when: filterable by action, admin and dates. */
export function AuditLog() {
  return (
    <AdminList
      name="Audit log"
      columns={columns}
      useList={useAuditLog}
      select={(data) => ({ rows: data.entries, total: data.count })}
      rowKey={(e) => e.id}
      loadingText="Getting Audit Log..."
      emptyText="No Audit Entries Found"
      extraFilters={['action', 'adminId', 'from', 'to']}
      renderExtraFilters={(values, set) => (
        <>
          <div className="lp-admin-search__field">
            <label htmlFor="audit-action">Action</label>
            <Select
              id="audit-action"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={values.action || undefined}
              onChange={(value?: string) => set('action', value ?? '')}
              options={actions.map((a) => ({ value: a, label: a.replaceAll('_', ' ') }))}
              placeholder="Any action"
            />
          </div>
          <div className="lp-admin-search__field">
            <label htmlFor="audit-admin">Admin ID</label>
            <Input id="audit-admin" value={values.adminId ?? ''} onChange={(e) => set('adminId', e.target.value)} />
          </div>
          <div className="lp-admin-search__field">
            <label htmlFor="audit-from">From</label>
            <Input
              id="audit-from"
              type="date"
              value={values.from ?? ''}
              onChange={(e) => set('from', e.target.value)}
            />
          </div>
          <div className="lp-admin-search__field">
            <label htmlFor="audit-to">To</label>
            <Input id="audit-to" type="date" value={values.to ?? ''} onChange={(e) => set('to', e.target.value)} />
          </div>
        </>
      )}
    />
  );
}
