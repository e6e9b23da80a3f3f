import type { ReactNode } from 'react';
import { JobsTabList } from '@/shared/components/jobs-tab-list';
import type { Job } from '@/shared/types/job';
import { WonJobHistoryCard } from './won-job-history-card';
import './won-jobs.css';

export interface WonJobsHistoryProps {
  /** See Reviews for a finished job; the app passes it in (features do not import each other). */
  renderReviews?: (job: Job) => ReactNode;
}

/** Business → History tab: the jobs it completed, or that their customer cancelled. */
export function WonJobsHistory({ renderReviews }: WonJobsHistoryProps) {
  return (
    <JobsTabList list="history" renderJob={(job) => <WonJobHistoryCard job={job} reviews={renderReviews?.(job)} />} />
  );
}
