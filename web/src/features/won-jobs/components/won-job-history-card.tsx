import type { ReactNode } from 'react';
import { JobCard } from '@/shared/components/job-card';
import { JobFacts } from '@/shared/components/job-facts';
import { bidText } from '@/shared/lib/money';
import type { Job } from '@/shared/types/job';
import { WonJobCardMeta } from './won-job-card-meta';

/** A completed or cancelled job: the job, what it paid, and (when finished) its reviews. */
export function WonJobHistoryCard({ job, reviews }: { job: Job; reviews?: ReactNode }) {
  return (
    <JobCard id={job.id} title={job.title} meta={<WonJobCardMeta job={job} />}>
      <JobFacts job={job} leading={[{ key: 'cost', label: 'Cost', children: bidText(job.cost, job.rate_type) }]} />
      {reviews ? <div className="lp-job-card__actions">{reviews}</div> : null}
    </JobCard>
  );
}
