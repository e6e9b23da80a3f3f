import { JobsTabList } from '@/shared/components/jobs-tab-list';
import { ProgressJobCard } from './progress-job-card';

/** Customer → Progress tab: the jobs a business is doing, each with Mark as Complete. */
export function JobsInProgress() {
  return <JobsTabList list="progress" renderJob={(job) => <ProgressJobCard job={job} />} />;
}
