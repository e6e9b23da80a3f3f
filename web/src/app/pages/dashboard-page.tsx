import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';

/** The dashboard composed from its features: the shell and, in its Settings tab, the settings. */
export default function DashboardPage() {
  return <DashboardShell renderSettings={(user, section) => <SettingsTabs user={user} section={section} />} />;
}
