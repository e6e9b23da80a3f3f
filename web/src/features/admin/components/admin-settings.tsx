import { Tabs } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { adminTabHref } from '@/shared/config/paths';
import { adminTexts } from '../lib/admin-texts';
import { AuditLog } from './audit-log';
import { ContactMessages } from './contact-messages';
import { PromoCodes } from './promo-codes';

const sections = [
  { key: 'promo-codes', label: adminTexts.managePromoCodes, render: () => <PromoCodes /> },
  { key: 'contact-messages', label: 'Contact Messages', render: () => <ContactMessages /> },
  { key: 'audit-log', label: 'Audit Log', render: () => <AuditLog /> },
];

/** Admin → Settings: promo codes, contact messages and the audit log, each at /admin/settings/{section}. */
export function AdminSettings({ section = 'promo-codes' }: { section?: string }) {
  const navigate = useNavigate();
  if (!sections.some((s) => s.key === section)) return <Navigate to={adminTabHref('settings')} replace />;
  return (
    <Tabs
      activeKey={section}
      onChange={(key) => navigate(adminTabHref('settings', key))}
      destroyOnHidden
      items={sections.map((s) => ({ key: s.key, label: s.label, children: s.key === section ? s.render() : null }))}
    />
  );
}
