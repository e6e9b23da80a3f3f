import { type ReactNode, useState } from 'react';
import { useJobs } from '@/shared/api/get-jobs';
import { type HistoryStatus, HistoryStatusSelect } from '@/shared/components/history-status-select';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import type { Job } from '@/shared/types/job';
import { HistoryJobCard } from './history-job-card';

export interface JobHistoryProps {
  /** The job's review or the Review Job button; the app passes it in (features do not import each other). */
  renderReview?: (job: Job) => ReactNode;
}

/** Customer → History tab: completed or cancelled jobs. */
export function JobHistory({ renderReview }: JobHistoryProps) {
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
        <HistoryJobCard key={job.id} job={job} review={renderReview?.(job)} />
      ))}
    </TabList>
  );
}
