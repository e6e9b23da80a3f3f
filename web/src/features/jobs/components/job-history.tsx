import type { ReactNode } from 'react';
import { JobsTabList } from '@/shared/components/jobs-tab-list';
import type { Job } from '@/shared/types/job';
import { HistoryJobCard } from './history-job-card';

export interface JobHistoryProps {
  /** The job's review or the Review Job button; the app passes it in (features do not import each other). */
  renderReview?: (job: Job) => ReactNode;
}

/** Customer → History tab: completed or cancelled jobs. */
export function JobHistory({ renderReview }: JobHistoryProps) {
  return <JobsTabList list="history" renderJob={(job) => <HistoryJobCard job={job} review={renderReview?.(job)} />} />;
}
