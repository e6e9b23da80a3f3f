import { SettingOutlined } from '@ant-design/icons';
import { Badge, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '@/shared/components/button-link';
import { BottomNav } from '@/shared/components/layout/bottom-nav';
import { company } from '@/shared/config/company';
import { dashboardTabHref, paths, settingsHref } from '@/shared/config/paths';
import type { SessionUser } from '@/shared/session/session-slice';
import { useSession } from '@/shared/session/use-session';
import { type DashboardTab, dashboardTabsFor, settingsTab } from './dashboard-tabs';
import './dashboard.css';

export interface DashboardShellProps {
  /** The Settings tab's content for the section named in the address. */
  renderSettings: (user: SessionUser, section: string | undefined) => ReactNode;
  /** A tab's content (e.g. Jobs, Leads); null keeps the tab's title-only placeholder. */
  renderTab?: (user: SessionUser, tabKey: string) => ReactNode | null;
  /** A count to show on a tab (e.g. unread messages); 0 shows none. */
  tabBadge?: (tabKey: string) => number;
}

/**
 * /dashboard, /dashboard/{tab} and /dashboard/settings/{section}. Tabs on top on larger
 * screens; on phones a bottom navigation without Settings (spec), which the Settings button
 * and the account menu open instead.
 */
export function DashboardShell({ renderSettings, renderTab, tabBadge }: DashboardShellProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [tabKey, section] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (!user) return null;
  if (user.userType === 'admin') return <Navigate to={paths.adminDashboard} replace />;

  const tabs = dashboardTabsFor(user.userType);
  const first = tabs[0] as DashboardTab;
  const active = tabKey === undefined ? first : tabs.find((tab) => tab.key === tabKey);
  if (!active) return <Navigate to={paths.dashboard} replace />;
  const hrefOf = (key: string) => (key === first.key ? paths.dashboard : dashboardTabHref(key));

  return (
    <section className="lp-page lp-dashboard">
      <title>{`${active.label} | Dashboard | ${company.name}`}</title>
      <div className="lp-dashboard__header">
        <Typography.Title level={1}>Dashboard</Typography.Title>
        {active.key === settingsTab.key ? null : (
          <ButtonLink to={settingsHref()} icon={<SettingOutlined aria-hidden />} className="lp-mobile-only">
            Settings
          </ButtonLink>
        )}
      </div>
      <Tabs
        className="lp-dashboard__tabs"
        activeKey={active.key}
        onChange={(key) => navigate(key === settingsTab.key ? settingsHref(section) : hrefOf(key))}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab.key,
          label: <TabLabel label={tab.label} count={tabBadge?.(tab.key) ?? 0} />,
          icon: tab.icon,
          children:
            tab.key !== active.key ? null : tab.key === settingsTab.key ? (
              <>
                <Typography.Title level={2} className="lp-dashboard__tab-title">
                  Settings
                </Typography.Title>
                {renderSettings(user, section)}
              </>
            ) : (
              (renderTab?.(user, tab.key) ?? <ComingTab tab={tab} />)
            ),
        }))}
      />
      <BottomNav
        label="Dashboard sections"
        activeKey={active.key}
        items={tabs
          .filter((tab) => tab.key !== settingsTab.key)
          .map((tab) => {
            const count = tabBadge?.(tab.key) ?? 0;
            return {
              key: tab.key,
              label: count ? `${tab.label} (${count})` : tab.label,
              icon: tab.icon,
              href: hrefOf(tab.key),
            };
          })}
      />
    </section>
  );
}

/** A tab's name with its count, read out as "Jobs, 2 unread messages". */
function TabLabel({ label, count }: { label: string; count: number }) {
  if (count === 0) return label;
  return (
    <Badge count={count} size="small" offset={[10, -2]}>
      {label}
      <span className="lp-visually-hidden">{`, ${count} unread ${count === 1 ? 'message' : 'messages'}`}</span>
    </Badge>
  );
}

/** A tab whose lists arrive with a later issue: its title only (issue 4 §8). */
function ComingTab({ tab }: { tab: DashboardTab }) {
  return (
    <div className="lp-dashboard__coming">
      <Typography.Title level={2} className="lp-dashboard__tab-title">
        {tab.label}
      </Typography.Title>
    </div>
  );
}
