import { Alert, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useAdminDashboard } from '../api/get-dashboard';
import { ImpersonateCard } from './impersonate-card';
import { SummaryCards } from './summary-cards';

// The chart library is big: only the dashboard tab loads it, in its own chunk.
const DashboardCharts = lazy(() => import('./dashboard-charts'));

/** Admin → Dashboard: the real totals, the charts, and impersonation by e-mail. */
export function AdminDashboard() {
  const { data, error, isLoading } = useAdminDashboard();
  const loading = (
    <div role="status">
      <Spin size="small" /> Loading the dashboard...
    </div>
  );
  return (
    <>
      {error ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load the dashboard.')} />
      ) : isLoading || !data ? (
        loading
      ) : (
        <>
          <SummaryCards cards={data.cards} />
          <Suspense fallback={loading}>
            <DashboardCharts charts={data.charts} />
          </Suspense>
        </>
      )}
      <ImpersonateCard />
    </>
  );
}
