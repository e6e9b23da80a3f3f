import type { ReactNode } from 'react';
import { JobsTabList } from '@/shared/components/jobs-tab-list';
import type { Job } from '@/shared/types/job';
import { ProgressJobCard } from './progress-job-card';

/** Customer → Progress tab: the jobs a business is doing, each with Mark as Complete. */
export function JobsInProgress({ renderConversations }: { renderConversations?: (job: Job) => ReactNode } = {}) {
  return (
    <JobsTabList
      list="progress"
      renderJob={(job) => <ProgressJobCard job={job} conversations={renderConversations?.(job)} />}
    />
  );
}
