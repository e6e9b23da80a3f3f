import { useJobs } from '@/shared/api/get-jobs';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { WonJobProgressCard } from './won-job-progress-card';
import './won-jobs.css';

/** Business → Progress tab: the jobs whose quote the business won, each with Mark as Complete. */
export function WonJobsInProgress() {
  const { data, error, isLoading } = useJobs('in_progress');
  useLoggedError(error, 'Loading jobs in progress failed');
  const jobs = data?.jobs ?? [];
  return (
    <TabList
      title="Progress"
      isLoading={isLoading}
      isEmpty={jobs.length === 0}
      loadingText="Loading Jobs in Progress"
      emptyText="No Jobs in Progress Found"
    >
      {jobs.map((job) => (
        <WonJobProgressCard key={job.id} job={job} />
      ))}
    </TabList>
  );
}
