import { type ReactNode, useState } from 'react';
import { useJobs } from '@/shared/api/get-jobs';
import { type HistoryStatus, HistoryStatusSelect } from '@/shared/components/history-status-select';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import type { Job } from '@/shared/types/job';
import { WonJobHistoryCard } from './won-job-history-card';
import './won-jobs.css';

export interface WonJobsHistoryProps {
  /** See Reviews for a finished job; the app passes it in (features do not import each other). */
  renderReviews?: (job: Job) => ReactNode;
}

/** Business → History tab: the jobs it completed, or that their customer cancelled. */
export function WonJobsHistory({ renderReviews }: WonJobsHistoryProps) {
  const [status, setStatus] = useState<HistoryStatus>('finished');
  const { data, error, isLoading } = useJobs(status);
  useLoggedError(error, 'Loading job history failed');
  const jobs = data?.jobs ?? [];
  return (
    <TabList
      title="History"
      toolbar={<HistoryStatusSelect value={status} onChange={setStatus} />}
      isLoading={isLoading}
      isEmpty={jobs.length === 0}
      loadingText="Loading Completed Jobs"
      emptyText="No Completed Jobs Found"
    >
      {jobs.map((job) => (
        <WonJobHistoryCard key={job.id} job={job} reviews={renderReviews?.(job)} />
      ))}
    </TabList>
  );
}
