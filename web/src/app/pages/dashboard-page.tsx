import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { useUnreadMessages } from '@/features/messages/api/threads';
import { SettingsTabs } from '@/features/settings/components/settings-tabs';
import { PageLoader } from '@/shared/components/page-loader';
import type { SessionUser } from '@/shared/session/session-slice';
import { useDashboardLiveUpdates } from './dashboard-live-updates';

/** A named export in its own chunk, so the dashboard shell loads without every tab's code. */
function lazyNamed<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * Customer → Jobs: the active jobs, each with its conversations with the interested businesses.
 * The two features load together and are composed here (features do not import each other).
 */
const ActiveJobs = lazyNamed(async () => {
  const [{ ActiveJobs: Jobs }, { ConversationsButton }] = await Promise.all([
    import('@/features/jobs/components/active-jobs'),
    import('@/features/messages/components/conversations-button'),
  ]);
  return function ActiveJobsWithConversations() {
    return (
      <Jobs
        renderConversations={(job) => <ConversationsButton jobId={job.id} jobTitle={job.title} side="customer" />}
      />
    );
  };
});
const QuotedJobs = lazyNamed(() => import('@/features/jobs/components/quoted-jobs').then((m) => m.QuotedJobs));
/** Customer → Progress: a job's conversations stay open while the business does it. */
const JobsInProgress = lazyNamed(async () => {
  const [{ JobsInProgress: Jobs }, { JobConversationsLink }] = await Promise.all([
    import('@/features/jobs/components/jobs-in-progress'),
    import('@/features/messages/components/job-conversations-link'),
  ]);
  return function JobsInProgressWithConversations() {
    return (
      <Jobs
        renderConversations={(job) => <JobConversationsLink jobId={job.id} jobTitle={job.title} side="customer" />}
      />
    );
  };
});
/** Business → Leads: a lead's Send Message opens the conversation with its customer. */
const ActiveLeads = lazyNamed(async () => {
  const [{ ActiveLeads: Leads }, { ConversationsButton }] = await Promise.all([
    import('@/features/leads/components/active-leads'),
    import('@/features/messages/components/conversations-button'),
  ]);
  return function ActiveLeadsWithConversations() {
    return (
      <Leads
        renderSendMessage={(lead) => (
          <ConversationsButton jobId={lead.job.id} jobTitle={lead.job.title} side="business" label="Send Message" />
        )}
      />
    );
  };
});
/** Business → Quoted: a quoted lead has left Leads; its conversation follows it here. */
const SentQuotes = lazyNamed(async () => {
  const [{ SentQuotes: Quotes }, { JobConversationsLink }] = await Promise.all([
    import('@/features/quotes/components/sent-quotes'),
    import('@/features/messages/components/job-conversations-link'),
  ]);
  return function SentQuotesWithConversations() {
    return (
      <Quotes
        renderConversations={(quote) =>
          quote.job ? <JobConversationsLink jobId={quote.job.id} jobTitle={quote.job.title} side="business" /> : null
        }
      />
    );
  };
});
/** Business → Progress: the won job's conversation with its customer. */
const WonJobsInProgress = lazyNamed(async () => {
  const [{ WonJobsInProgress: Jobs }, { JobConversationsLink }] = await Promise.all([
    import('@/features/won-jobs/components/won-jobs-in-progress'),
    import('@/features/messages/components/job-conversations-link'),
  ]);
  return function WonJobsInProgressWithConversations() {
    return (
      <Jobs
        renderConversations={(job) => <JobConversationsLink jobId={job.id} jobTitle={job.title} side="business" />}
      />
    );
  };
});
const BusinessInsights = lazyNamed(() =>
  import('@/features/insights/components/business-insights').then((m) => m.BusinessInsights),
);
const BusinessSettings = lazyNamed(() =>
  import('@/features/business-profile/components/business-settings').then((m) => m.BusinessSettings),
);
const BillingSettings = lazyNamed(() =>
  import('@/features/billing/components/billing-settings/billing-settings').then((m) => m.BillingSettings),
);
const PostJobWizard = lazyNamed(() =>
  import('@/features/post-job/components/post-job-wizard').then((m) => m.PostJobWizard),
);

/**
 * Customer → History: the job history with each job's review. The two features load together and
 * are composed here, because features do not import each other.
 */
const CustomerHistoryTab = lazyNamed(async () => {
  const [{ JobHistory }, { CustomerJobReview }] = await Promise.all([
    import('@/features/jobs/components/job-history'),
    import('@/features/reviews/components/customer-job-review'),
  ]);
  return function CustomerHistory() {
    return <JobHistory renderReview={(job) => <CustomerJobReview job={job} />} />;
  };
});

/** Business → History: the won jobs' history with See Reviews on each finished job. */
const BusinessHistoryTab = lazyNamed(async () => {
  const [{ WonJobsHistory }, { JobReviewsButton }] = await Promise.all([
    import('@/features/won-jobs/components/won-jobs-history'),
    import('@/features/reviews/components/job-reviews-button'),
  ]);
  return function BusinessHistory() {
    return <WonJobsHistory renderReviews={(job) => <JobReviewsButton job={job} />} />;
  };
});

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

/** Each dashboard tab's content by user type and tab key (dashboard-tabs.tsx names the tabs). */
const tabContent: Record<'customer' | 'business', Record<string, () => ReactNode>> = {
  customer: {
    jobs: () => <CustomerJobsTab />,
    quoted: () => <QuotedJobs />,
    progress: () => <JobsInProgress />,
    history: () => <CustomerHistoryTab />,
  },
  business: {
    leads: () => <ActiveLeads />,
    quoted: () => <SentQuotes />,
    progress: () => <WonJobsInProgress />,
    history: () => <BusinessHistoryTab />,
    insights: () => <BusinessInsights />,
  },
};

/** The tab's content; null keeps the shell's title-only placeholder. */
function renderTab(user: SessionUser, tabKey: string): ReactNode | null {
  if (user.userType !== 'customer' && user.userType !== 'business') return null;
  return tabContent[user.userType][tabKey]?.() ?? null;
}

/**
 * The dashboard composed from its features: the shell, its tabs and, in Settings, the settings.
 * Its lists follow the live stream while it is open (dashboard-live-updates.ts).
 */
export default function DashboardPage() {
  useDashboardLiveUpdates();
  const { data: unread } = useUnreadMessages();
  return (
    <DashboardShell
      // Unread messages show on the tab whose cards open the conversations.
      tabBadge={(tabKey) => (tabKey === 'jobs' || tabKey === 'leads' ? (unread?.total ?? 0) : 0)}
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
          renderBilling={() => (
            <Suspense fallback={<PageLoader />}>
              <BillingSettings />
            </Suspense>
          )}
        />
      )}
    />
  );
}
