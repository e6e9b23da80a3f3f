import { Grid, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { settingsHref } from '@/shared/config/paths';
import type { SessionUser } from '@/shared/session/session-slice';
import { NotificationSettingsSection } from './notification-settings';
import { PersonalSettings } from './personal-settings';
import { PrivacySettings } from './privacy-settings';
import './settings.css';

interface Section {
  key: string;
  label: string;
  render: (user: SessionUser) => ReactNode;
  businessOnly?: boolean;
}

const sections: Section[] = [
  { key: 'personal', label: 'Personal', render: (user) => <PersonalSettings user={user} /> },
  {
    key: 'business',
    label: 'Business',
    businessOnly: true,
    // The app passes the business profile editor in (features do not import each other).
    render: () => null,
  },
  {
    key: 'billing',
    label: 'Billing',
    businessOnly: true,
    // The app passes the billing section in, as the business profile.
    render: () => null,
  },
  { key: 'notifications', label: 'Notifications', render: () => <NotificationSettingsSection /> },
  { key: 'privacy', label: 'Privacy', render: () => <PrivacySettings /> },
];

export interface SettingsTabsProps {
  user: SessionUser;
  /** From the address, /dashboard/settings/{section}; Personal when missing. */
  section?: string;
  /** The Business section's content (businesses only). */
  renderBusiness?: () => ReactNode;
  /** The Billing section's content (businesses only). */
  renderBilling?: () => ReactNode;
}

/**
 * Settings shared by customers and businesses: side tabs on larger screens, scrollable tabs
 * on top on phones. Business and Billing only for businesses.
 */
export function SettingsTabs({ user, section = 'personal', renderBusiness, renderBilling }: SettingsTabsProps) {
  const passedIn: Record<string, (() => ReactNode) | undefined> = { business: renderBusiness, billing: renderBilling };
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const visible = sections.filter((s) => !s.businessOnly || user.userType === 'business');
  const active = visible.find((s) => s.key === section);
  if (!active) return <Navigate to={settingsHref('personal')} replace />;

  return (
    <Tabs
      className="lp-settings"
      tabPlacement={screens.md ? 'start' : 'top'}
      activeKey={active.key}
      onChange={(key) => navigate(settingsHref(key))}
      destroyOnHidden
      items={visible.map((s) => ({
        key: s.key,
        label: s.label,
        children: s.key !== active.key ? null : (passedIn[s.key] ?? s.render)(user),
      }))}
    />
  );
}
