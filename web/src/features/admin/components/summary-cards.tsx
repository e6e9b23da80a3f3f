import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';

interface Summary {
  title: string;
  value: number;
  growth: number;
}

/** The spec's hard-coded placeholders until the admin reports exist. */
export const adminSummaries: Summary[] = [
  { title: 'Total Businesses', value: 90, growth: 5 },
  { title: 'Total Customers', value: 90, growth: 5 },
  { title: 'Total Jobs posted', value: 90, growth: -5 },
  { title: 'Total Jobs completed', value: 90, growth: 5 },
];

/** Four totals, each with its growth since last month: a green up arrow, or a red down arrow when negative. */
export function SummaryCards() {
  return (
    <Row gutter={[16, 16]} className="lp-admin-summaries">
      {adminSummaries.map(({ title, value, growth }) => {
        const up = growth >= 0;
        return (
          <Col key={title} xs={24} sm={12} xl={6}>
            <Card>
              <article aria-label={title}>
                <Typography.Title level={2} className="lp-admin-summary__title">
                  {title}
                </Typography.Title>
                <p className="lp-admin-summary__value">{value}</p>
                <p className={up ? 'lp-admin-summary__growth is-up' : 'lp-admin-summary__growth is-down'}>
                  {up ? <ArrowUpOutlined aria-hidden="true" /> : <ArrowDownOutlined aria-hidden="true" />}
                  <span className="lp-visually-hidden">{up ? 'Up' : 'Down'}</span> {Math.abs(growth)}%{' '}
                  <span className="lp-admin-summary__since">Since last month</span>
                </p>
              </article>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
