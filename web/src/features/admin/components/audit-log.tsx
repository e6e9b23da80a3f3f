import { adminActions } from '@localpros/contracts/rules';
import { Input, Select } from 'antd';
import dayjs from 'dayjs';
import { type AuditEntry, useAuditLog } from '../api/get-audit-log';
import { type AdminColumn, AdminList } from './admin-list';

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
              options={adminActions.map((a) => ({ value: a, label: a.replaceAll('_', ' ') }))}
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
