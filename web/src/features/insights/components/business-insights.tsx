import { Alert, Empty, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { ScrollableTable } from '@/shared/components/scrollable-table';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { type BusinessInsights as Insights, type InsightsMonth, useBusinessInsights } from '../api/get-insights';
import { funnelSteps, monthLabel, responseText, winRateText } from './insights-format';
import { QuoteComparisons } from './quote-comparisons';
import './insights.css';

// The chart library is big: only this tab (and the admin's dashboard) loads it, in its own chunk.
const InsightsChart = lazy(() => import('./insights-chart'));

const winRateTitle = 'Win rate (won ÷ quoted)';
const responseTitle = 'Median response (working hours)';

/** The month table's columns, in order: the same numbers as the chart. */
const column = (key: string, title: string, text: (m: InsightsMonth) => string | number) => ({
  key,
  title,
  render: (_: unknown, m: InsightsMonth) => text(m),
});
const monthColumns = [
  column('month', 'Month', (m) => monthLabel(m.month)),
  ...funnelSteps.map((step) => column(step.key, step.label, (m) => m[step.key])),
  column('winRate', winRateTitle, (m) => winRateText(m.winRate)),
  column('response', responseTitle, (m) => responseText(m.medianResponseMinutes)),
];

const isNew = (insights: Insights) =>
  insights.totals.received === 0 && insights.totals.quoted === 0 && insights.quoteComparisons.length === 0;

/** Business → Insights: how its leads turned into work over the last 12 months (docs/insights.md). */
export function BusinessInsights() {
  const { data, error, isLoading } = useBusinessInsights();
  useLoggedError(error, 'Loading insights failed');
  const loading = (
    <div role="status">
      <Spin size="small" /> Loading your insights...
    </div>
  );
  return (
    <div className="lp-insights">
      <Typography.Title level={2} className="lp-dashboard__tab-title">
        Insights
      </Typography.Title>
      {error ? (
        <Alert type="error" showIcon role="alert" title={messageOf(error, 'Could not load your insights.')} />
      ) : isLoading || !data ? (
        loading
      ) : isNew(data) ? (
        <Empty description="No insights yet. Once you receive leads, you will see here how they turn into work, month by month." />
      ) : (
        <>
          <Typography.Paragraph>
            Your last 12 months. Leads and interest count in the month you received the lead; quotes and wins in the
            month you sent the quote.
          </Typography.Paragraph>
          <dl className="lp-insights__totals">
            {funnelSteps.map((step) => (
              <div key={step.key}>
                <dt>{step.label}</dt>
                <dd>{data.totals[step.key]}</dd>
              </div>
            ))}
            <div>
              <dt>{winRateTitle}</dt>
              <dd>{winRateText(data.totals.winRate)}</dd>
            </div>
          </dl>
          <Suspense fallback={loading}>
            <InsightsChart months={data.months} />
          </Suspense>
          <ScrollableTable<InsightsMonth>
            aria-label="Your leads, quotes and wins by month"
            columns={monthColumns}
            dataSource={data.months}
            rowKey="month"
            pagination={false}
            size="small"
          />
          <QuoteComparisons comparisons={data.quoteComparisons} minimumBusinesses={data.localMinimumBusinesses} />
        </>
      )}
    </div>
  );
}
