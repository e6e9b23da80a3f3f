import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';
import { PageLoader } from '@/shared/components/page-loader';
import type { SessionUser } from '@/shared/session/session-slice';

/** A named export in its own chunk, so the dashboard shell loads without every tab's code. */
function lazyNamed<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const ActiveJobs = lazyNamed(() => import('@/features/jobs/components/active-jobs').then((m) => m.ActiveJobs));
const ActiveLeads = lazyNamed(() => import('@/features/leads/components/active-leads').then((m) => m.ActiveLeads));
const BusinessSettings = lazyNamed(() =>
  import('@/features/business-profile/components/business-settings').then((m) => m.BusinessSettings),
);
const PostJobWizard = lazyNamed(() =>
  import('@/features/post-job/components/post-job-wizard').then((m) => m.PostJobWizard),
);

/** Customer → Jobs: the active jobs and, on demand, the post-a-job wizard. */
function CustomerJobsTab() {
  const [posting, setPosting] = useState(false);
  return (
    <>
      {posting ? (
        <PostJobWizard signedIn />
      ) : (
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setPosting(true)}>
          Post a job
        </Button>
      )}
      <ActiveJobs />
    </>
  );
}

/** The tabs filled in so far; the others show their title only. */
function renderTab(user: SessionUser, tabKey: string): ReactNode | null {
  if (user.userType === 'business' && tabKey === 'leads') return <ActiveLeads />;
  if (user.userType === 'customer' && tabKey === 'jobs') return <CustomerJobsTab />;
  return null;
}

/** The dashboard composed from its features: the shell, its tabs and, in Settings, the settings. */
export default function DashboardPage() {
  return (
    <DashboardShell
      renderTab={(user, tabKey) => {
        const content = renderTab(user, tabKey);
        return content === null ? null : <Suspense fallback={<PageLoader />}>{content}</Suspense>;
      }}
      renderSettings={(user, section) => (
        <SettingsTabs
          user={user}
          section={section}
          renderBusiness={() => (
            <Suspense fallback={<PageLoader />}>
              <BusinessSettings />
            </Suspense>
          )}
        />
      )}
    />
  );
}
