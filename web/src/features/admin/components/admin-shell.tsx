import { SettingOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '@/shared/components/button-link';
import { BottomNav } from '@/shared/components/layout/bottom-nav';
import { company } from '@/shared/config/company';
import { adminTabHref, paths } from '@/shared/config/paths';
import { type AdminTab, adminSettingsTab, adminTabs } from './admin-tabs';
import './admin.css';

export interface AdminShellProps {
  /** A tab's content for the sub-path after /admin/{tab}/ (Settings uses it for its sections). */
  renderTab: (tabKey: string, section: string | undefined) => ReactNode;
}

/**
 * /admin/{tab}: tabs on top on larger screens; on phones a bottom navigation without Settings
 * (spec §2), which the Settings button opens instead. The tab is in the address, so the
 * browser's back button and a shared link work, and the table state lives in the query.
 */
export function AdminShell({ renderTab }: AdminShellProps) {
  const navigate = useNavigate();
  const [tabKey = 'dashboard', section] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const active = adminTabs.find((tab) => tab.key === tabKey);
  if (!active) return <Navigate to={paths.adminDashboard} replace />;

  return (
    <section className="lp-page lp-admin">
      <title>{`${active.label} | Admin | ${company.name}`}</title>
      <div className="lp-admin__header">
        <Typography.Title level={1}>Admin dashboard</Typography.Title>
        {active.key === adminSettingsTab.key ? null : (
          <ButtonLink
            to={adminTabHref(adminSettingsTab.key)}
            icon={<SettingOutlined aria-hidden />}
            className="lp-mobile-only"
          >
            Settings
          </ButtonLink>
        )}
      </div>
      <Tabs
        className="lp-admin__tabs"
        activeKey={active.key}
        onChange={(key) => navigate(adminTabHref(key))}
        destroyOnHidden
        items={adminTabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          icon: tab.icon,
          children:
            tab.key === active.key ? <AdminTabPanel tab={tab}>{renderTab(tab.key, section)}</AdminTabPanel> : null,
        }))}
      />
      <BottomNav
        label="Admin sections"
        dense
        activeKey={active.key}
        items={adminTabs
          .filter((tab) => tab.key !== adminSettingsTab.key)
          .map((tab) => ({ key: tab.key, label: tab.label, icon: tab.icon, href: adminTabHref(tab.key) }))}
      />
    </section>
  );
}

function AdminTabPanel({ tab, children }: { tab: AdminTab; children: ReactNode }) {
  return (
    <div className="lp-admin__panel">
      <Typography.Title level={2} className="lp-admin__tab-title">
        {tab.label}
      </Typography.Title>
      {children}
    </div>
  );
}
