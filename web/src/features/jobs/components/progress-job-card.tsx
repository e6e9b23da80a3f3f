import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { JobCard } from '@/shared/components/job-card';
import { MarkCompleteButton } from '@/shared/components/mark-complete-button';
import { timeAgo } from '@/shared/lib/dates';
import { chargeText } from '@/shared/lib/money';
import type { Job } from '@/shared/types/job';
import { BusinessLine } from './business-line';

/** A job in progress: who is doing it and for what charge, and Mark as Complete. */
export function ProgressJobCard({ job, conversations }: { job: Job; conversations?: ReactNode }) {
  return (
    <JobCard
      id={job.id}
      title={job.title}
      meta={<Typography.Text type="secondary">Accepted {timeAgo(job.acceptedAt)}</Typography.Text>}
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'business', label: 'Business', children: <BusinessLine business={job.business} /> },
          { key: 'charge', label: 'Charge', children: chargeText(job.cost, job.rate_type) },
          { key: 'service', label: 'Service', children: job.service.name },
          { key: 'location', label: 'Location', children: job.location },
        ]}
      />
      <div className="lp-job-card__actions">
        <MarkCompleteButton jobId={job.id} jobTitle={job.title} />
      </div>
      {conversations ? <div className="lp-job-card__actions">{conversations}</div> : null}
    </JobCard>
  );
}
