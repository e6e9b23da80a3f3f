import { Fragment, type ReactNode, useState } from 'react';
import { useJobs } from '@/shared/api/get-jobs';
import { type HistoryStatus, HistoryStatusSelect } from '@/shared/components/history-status-select';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import type { Job, JobStatus } from '@/shared/types/job';

interface JobList {
  title: string;
  /** The status the list reads; History reads the one its filter shows. */
  status: JobStatus | 'history';
  loadingText: string;
  emptyText: string;
  /** What the console says when the list fails to load (spec §8: the user sees no message). */
  failure: string;
  /** Which of the status's jobs the list shows; all of them without it. */
  shows?: (job: Job) => boolean;
}

/** The dashboard's lists of the user's own jobs (GET /api/jobs); customers and businesses share them. */
const jobLists = {
  active: {
    title: 'Jobs',
    status: 'active',
    loadingText: 'Loading Active Jobs',
    emptyText: 'No Active Jobs Found',
    failure: 'Loading jobs failed',
  },
  quoted: {
    title: 'Quoted',
    status: 'active',
    loadingText: 'Loading Quoted Jobs',
    emptyText: 'No Quoted Jobs Found',
    failure: 'Loading quoted jobs failed',
    shows: (job) => job.quotesCount > 0,
  },
  progress: {
    title: 'Progress',
    status: 'in_progress',
    loadingText: 'Loading Jobs in Progress',
    emptyText: 'No Jobs in Progress Found',
    failure: 'Loading jobs in progress failed',
  },
  history: {
    title: 'History',
    status: 'history',
    loadingText: 'Loading Completed Jobs',
    emptyText: 'No Completed Jobs Found',
    failure: 'Loading job history failed',
  },
} satisfies Record<string, JobList>;

export interface JobsTabListProps {
  list: keyof typeof jobLists;
  /** One job's card; each feature draws its own (a customer's and a business's cards differ). */
  renderJob: (job: Job) => ReactNode;
}

/**
 * A dashboard tab's list of the user's own jobs: its title, the loading text, the empty text or a card
 * for each job. History adds its Completed/Cancelled filter.
 */
export function JobsTabList({ list, renderJob }: JobsTabListProps) {
  const spec: JobList = jobLists[list];
  const [historyStatus, setHistoryStatus] = useState<HistoryStatus>('finished');
  const history = spec.status === 'history';
  const { data, error, isLoading } = useJobs(spec.status === 'history' ? historyStatus : spec.status);
  useLoggedError(error, spec.failure);
  const jobs = (data?.jobs ?? []).filter((job) => spec.shows?.(job) ?? true);
  return (
    <TabList
      title={spec.title}
      toolbar={history ? <HistoryStatusSelect value={historyStatus} onChange={setHistoryStatus} /> : undefined}
      isLoading={isLoading}
      isEmpty={jobs.length === 0}
      loadingText={spec.loadingText}
      emptyText={spec.emptyText}
    >
      {jobs.map((job) => (
        <Fragment key={job.id}>{renderJob(job)}</Fragment>
      ))}
    </TabList>
  );
}
