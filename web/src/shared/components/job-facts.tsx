import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { urgencyOf } from '@/shared/lib/urgency';
import type { JobFactsSource } from '@/shared/types/job';

type FactRows = NonNullable<DescriptionsProps['items']>;

export interface JobFactsProps {
  job: JobFactsSource;
  /** Rows shown before the job's own, e.g. who posted it or the charge. */
  leading?: FactRows;
  /** Shown instead of the plain location, e.g. with the distance to a lead. */
  location?: ReactNode;
}

/** The facts every job card shows (spec §2): service, location, property, urgency and description. */
export function JobFacts({ job, leading = [], location }: JobFactsProps) {
  const rows: FactRows = [
    ...leading,
    { key: 'service', label: 'Service', children: job.service.name },
    { key: 'location', label: 'Location', children: location ?? job.location },
    { key: 'property', label: 'Property', children: job.job_type },
    { key: 'urgency', label: 'Urgency', children: urgencyOf(job.target_job_done, job.targetCompletionDatetime) },
    {
      key: 'description',
      label: 'Description',
      children: <span style={{ whiteSpace: 'pre-line' }}>{job.description}</span>,
    },
  ];
  return <Descriptions column={1} size="small" items={rows} className="lp-job-facts" />;
}
