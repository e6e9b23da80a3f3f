import { JobsTabList } from '@/shared/components/jobs-tab-list';
import { QuotedJobCard } from './quoted-job-card';
import './jobs.css';

/** Customer → Quoted tab: the active jobs that have quotes, each with the pros who quoted. */
export function QuotedJobs() {
  return <JobsTabList list="quoted" renderJob={(job) => <QuotedJobCard job={job} />} />;
}
