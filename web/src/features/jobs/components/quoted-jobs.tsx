import { useJobs } from '@/shared/api/get-jobs';
import { TabList } from '@/shared/components/tab-list';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { QuotedJobCard } from './quoted-job-card';
import './jobs.css';

/** Customer → Quoted tab: the active jobs that have quotes, each with the pros who quoted. */
export function QuotedJobs() {
  const { data, error, isLoading } = useJobs('active');
  useLoggedError(error, 'Loading quoted jobs failed');
  const jobs = (data?.jobs ?? []).filter((job) => job.quotesCount > 0);
  return (
    <TabList
      title="Quoted"
      isLoading={isLoading}
      isEmpty={jobs.length === 0}
      loadingText="Loading Quoted Jobs"
      emptyText="No Quoted Jobs Found"
    >
      {jobs.map((job) => (
        <QuotedJobCard key={job.id} job={job} />
      ))}
    </TabList>
  );
}
