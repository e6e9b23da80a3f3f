import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { AdminDashboard, DashboardCard } from '../api/get-dashboard';
import { adminTexts } from '../lib/admin-texts';

const cardTitles: [keyof AdminDashboard['cards'], string][] = [
  ['totalBusinesses', 'Total Businesses'],
  ['totalCustomers', 'Total Customers'],
  ['totalJobsPosted', 'Total Jobs posted'],
  ['totalJobsCompleted', 'Total Jobs completed'],
];

/** Four totals, each with its growth since last month: a green up arrow at ≥ 0, a red down arrow below. */
export function SummaryCards({ cards }: { cards: AdminDashboard['cards'] }) {
  return (
    <Row gutter={[16, 16]} className="lp-admin-summaries">
      {cardTitles.map(([key, title]) => (
        <Col key={key} xs={24} sm={12} xl={6}>
          <SummaryCard title={title} card={cards[key]} />
        </Col>
      ))}
    </Row>
  );
}

function SummaryCard({ title, card: { value, growth } }: { title: string; card: DashboardCard }) {
  const up = growth >= 0;
  return (
    <Card>
      <article aria-label={title}>
        <Typography.Title level={3} className="lp-admin-summary__title">
          {title}
        </Typography.Title>
        <p className="lp-admin-summary__value">{value.toLocaleString('en-GB')}</p>
        <p className={up ? 'lp-admin-summary__growth is-up' : 'lp-admin-summary__growth is-down'}>
          {up ? <ArrowUpOutlined aria-hidden="true" /> : <ArrowDownOutlined aria-hidden="true" />}
          <span className="lp-visually-hidden">{up ? 'Up' : 'Down'}</span> {Math.abs(growth)}%{' '}
          <span className="lp-admin-summary__since">{adminTexts.sinceLastMonth}</span>
        </p>
      </article>
    </Card>
  );
}
