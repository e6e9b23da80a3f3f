import { JobsTabList } from '@/shared/components/jobs-tab-list';
import { WonJobProgressCard } from './won-job-progress-card';
import './won-jobs.css';

/** Business → Progress tab: the jobs whose quote the business won, each with Mark as Complete. */
export function WonJobsInProgress() {
  return <JobsTabList list="progress" renderJob={(job) => <WonJobProgressCard job={job} />} />;
}
