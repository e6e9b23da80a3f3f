import { adminTexts } from '../lib/admin-texts';
import { type AdminSection, AdminSectionTabs } from './admin-section-tabs';
import { AuditLog } from './audit-log';
import { ContactMessages } from './contact-messages';
import { PromoCodes } from './promo-codes';

const sections: AdminSection[] = [
  { key: 'promo-codes', label: adminTexts.managePromoCodes, render: () => <PromoCodes /> },
  { key: 'contact-messages', label: 'Contact Messages', render: () => <ContactMessages /> },
  { key: 'audit-log', label: 'Audit Log', render: () => <AuditLog /> },
];

/** Admin → Settings: promo codes, contact messages and the audit log, each at /admin/settings/{section}. */
export function AdminSettings({ section }: { section?: string }) {
  return <AdminSectionTabs tab="settings" sections={sections} section={section} />;
}
