import type { ReactNode } from 'react';
import { JobsTabList } from '@/shared/components/jobs-tab-list';
import type { Job } from '@/shared/types/job';
import { WonJobProgressCard } from './won-job-progress-card';
import './won-jobs.css';

/** Business → Progress tab: the jobs whose quote the business won, each with Mark as Complete. */
export function WonJobsInProgress({ renderConversations }: { renderConversations?: (job: Job) => ReactNode } = {}) {
  return (
    <JobsTabList
      list="progress"
      renderJob={(job) => <WonJobProgressCard job={job} conversations={renderConversations?.(job)} />}
    />
  );
}
