import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSubscriptionStatus } from '@/shared/api/get-subscription-status';
import { paths } from '@/shared/config/paths';
import { useSession } from '@/shared/session/use-session';
import { PageLoader } from './page-loader';
import { RequireAuth } from './require-auth';

interface SubscriptionCheckProps {
  /** What to render for this business's answer: the page, or a redirect. */
  decide: (subscribed: boolean) => ReactNode;
  /** Customers and admins: the page itself, or a redirect. */
  otherUsers: ReactNode;
}

function SubscriptionCheck({ decide, otherUsers }: SubscriptionCheckProps) {
  const { user } = useSession();
  const isBusiness = user?.userType === 'business';
  const { data, error, isLoading, mutate } = useSubscriptionStatus(isBusiness);
  if (!isBusiness) return otherUsers;
  if (data) return decide(data.subscribed);
  if (error && !isLoading) {
    return (
      <Result
        status="warning"
        title="We could not check your subscription"
        subTitle="Please try again in a moment."
        extra={
          <Button type="primary" onClick={() => void mutate()}>
            Retry
          </Button>
        }
      />
    );
  }
  return <PageLoader />;
}

/** The subscription check: a business without a lead-receiving subscription is sent to /subscribe. */
export function RequireSubscription({ children }: { children?: ReactNode }) {
  const page = children ?? <Outlet />;
  return (
    <RequireAuth>
      <SubscriptionCheck
        otherUsers={page}
        decide={(subscribed) => (subscribed ? page : <Navigate to={paths.subscribe} replace />)}
      />
    </RequireAuth>
  );
}

/** The unsubscribed check: pages for businesses still to subscribe; a subscribed one goes to its dashboard. */
export function RequireNoSubscription({ children }: { children?: ReactNode }) {
  const page = children ?? <Outlet />;
  return (
    <RequireAuth>
      <SubscriptionCheck
        otherUsers={<Navigate to={paths.dashboard} replace />}
        decide={(subscribed) => (subscribed ? <Navigate to={paths.dashboard} replace /> : page)}
      />
    </RequireAuth>
  );
}
