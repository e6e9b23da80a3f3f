import { Column, Line } from '@ant-design/plots';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AdminDashboard } from '../api/get-dashboard';

/**
 * The charts an operator watches over the last 30 days. This module is the only one importing
 * @ant-design/plots and is loaded lazily, so the chart library stays out of every other route.
 * Each chart carries a text summary for screen readers (the canvas itself says nothing).
 */
export default function DashboardCharts({ charts }: { charts: AdminDashboard['charts'] }) {
  const short = (date: string) => date.slice(5);
  const posted = charts.jobsPostedPerDay.map((d) => ({ day: short(d.date), jobs: d.count }));
  const quoted = charts.quotedShare.map((d) => ({ day: short(d.date), percent: Math.round(d.share * 100) }));
  const minutes = charts.medianMinutesToFirstQuote
    .filter((d) => d.minutes !== null)
    .map((d) => ({ day: short(d.date), minutes: d.minutes }));
  const leads = charts.leadsPerJob.map((d) => ({ day: short(d.date), leads: Math.round(d.average * 10) / 10 }));
  const total = posted.reduce((sum, d) => sum + d.jobs, 0);
  const lastOf = <T,>(list: T[]) => list[list.length - 1];

  const common = { xField: 'day', height: 220, autoFit: true, axis: { x: { labelAutoHide: true } } };
  return (
    <Row gutter={[16, 16]} className="lp-admin-charts">
      <ChartCard title="Jobs posted per day" summary={`${total} jobs posted in the last 30 days.`}>
        <Column {...common} data={posted} yField="jobs" />
      </ChartCard>
      <ChartCard
        title="Share of jobs quoted (%)"
        summary={`Latest day: ${lastOf(quoted)?.percent ?? 0}% of jobs had at least one quote.`}
      >
        <Line {...common} data={quoted} yField="percent" />
      </ChartCard>
      <ChartCard
        title="Median minutes to first quote"
        summary={
          minutes.length === 0
            ? 'No quotes in the last 30 days.'
            : `Latest: ${lastOf(minutes)?.minutes} minutes from posting to the first quote.`
        }
      >
        <Line {...common} data={minutes} yField="minutes" />
      </ChartCard>
      <ChartCard title="Leads per job" summary={`Latest day: ${lastOf(leads)?.leads ?? 0} leads per job on average.`}>
        <Column {...common} data={leads} yField="leads" />
      </ChartCard>
    </Row>
  );
}

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Col xs={24} lg={12}>
      <Card>
        <figure className="lp-admin-chart__figure">
          <Typography.Title level={3} className="lp-admin-summary__title">
            {title}
          </Typography.Title>
          <figcaption>{summary}</figcaption>
          <div aria-hidden="true">{children}</div>
        </figure>
      </Card>
    </Col>
  );
}
