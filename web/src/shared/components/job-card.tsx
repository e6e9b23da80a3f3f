import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import './job-card.css';

export interface JobCardProps {
  /** Makes the heading's id unique on the page. */
  id: string;
  title: string;
  /** A line under the title, e.g. status tags, who posted it and when. */
  meta?: ReactNode;
  children: ReactNode;
}

/** A card in a dashboard list, named by its job's title for assistive technology. */
export function JobCard({ id, title, meta, children }: JobCardProps) {
  const titleId = `job-card-${id}-title`;
  return (
    <Card aria-labelledby={titleId} className="lp-job-card">
      <Typography.Title level={3} id={titleId} className="lp-job-card__title">
        {title}
      </Typography.Title>
      {meta ? (
        <Space wrap size={[8, 4]} className="lp-job-card__meta">
          {meta}
        </Space>
      ) : null}
      {children}
    </Card>
  );
}
