import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { JobCard } from '@/shared/components/job-card';
import { JobFacts } from '@/shared/components/job-facts';
import { timeAgo } from '@/shared/lib/dates';
import { bidText } from '@/shared/lib/money';
import type { Job } from '@/shared/types/job';
import { BusinessLine } from './business-line';

/** A completed or cancelled job: who did it, for what, the job's facts, and its review. */
export function HistoryJobCard({ job, review }: { job: Job; review?: ReactNode }) {
  return (
    <JobCard
      id={job.id}
      title={job.title}
      meta={
        <>
          <Tag color={job.status === 'finished' ? 'blue' : 'default'}>
            {job.status === 'finished' ? 'Completed' : 'Cancelled'}
          </Tag>
          <Typography.Text type="secondary">{timeAgo(job.createdAt)}</Typography.Text>
        </>
      }
    >
      <JobFacts
        job={job}
        leading={[
          { key: 'business', label: 'Business', children: <BusinessLine business={job.business} /> },
          { key: 'cost', label: 'Cost', children: bidText(job.cost, job.rate_type) },
        ]}
      />
      {review ? <div className="lp-job-card__actions">{review}</div> : null}
    </JobCard>
  );
}
