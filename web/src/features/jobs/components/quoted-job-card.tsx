import { Collapse, Tag, Typography } from 'antd';
import { JobCard } from '@/shared/components/job-card';
import { timeAgo } from '@/shared/lib/dates';
import type { Job } from '@/shared/types/job';
import { JobResponses } from './job-responses';

/** One quoted job: what it is, and a collapsible list of the pros who quoted (open at first). */
export function QuotedJobCard({ job }: { job: Job }) {
  return (
    <JobCard
      id={job.id}
      title={job.title}
      meta={
        <>
          <Tag color="green">{job.quotesCount === 1 ? '1 quote' : `${job.quotesCount} quotes`}</Tag>
          <Typography.Text type="secondary">
            {job.service.name} · {job.location} · posted {timeAgo(job.createdAt)}
          </Typography.Text>
        </>
      }
    >
      <Collapse
        size="small"
        defaultActiveKey={['quotes']}
        items={[{ key: 'quotes', label: 'Local Pros who quoted', children: <JobResponses jobId={job.id} /> }]}
      />
    </JobCard>
  );
}
