import type { ReactNode } from 'react';
import { JobCard } from '@/shared/components/job-card';
import { JobFacts } from '@/shared/components/job-facts';
import { MarkCompleteButton } from '@/shared/components/mark-complete-button';
import type { Job } from '@/shared/types/job';
import { CustomerBlock } from './customer-block';
import { WonJobCardMeta } from './won-job-card-meta';

/** A job the business is doing: the job, the customer to contact, and Mark as Complete. */
export function WonJobProgressCard({ job, conversations }: { job: Job; conversations?: ReactNode }) {
  return (
    <JobCard id={job.id} title={job.title} meta={<WonJobCardMeta job={job} />}>
      <JobFacts job={job} />
      <CustomerBlock job={job} />
      <div className="lp-job-card__actions">
        <MarkCompleteButton jobId={job.id} jobTitle={job.title} />
      </div>
      {conversations ? <div className="lp-job-card__actions">{conversations}</div> : null}
    </JobCard>
  );
}
