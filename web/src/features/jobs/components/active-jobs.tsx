import { App, Button, Descriptions, Popconfirm, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useJobs } from '@/shared/api/get-jobs';
import { JobCard } from '@/shared/components/job-card';
import { TabList } from '@/shared/components/tab-list';
import { dashboardTabHref } from '@/shared/config/paths';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import type { Job } from '@/shared/types/job';
import { useCancelJob } from '../api/cancel-job';

export const jobTexts = {
  cancelled: 'Job cancelled',
  cancelConfirm: 'Are you sure you want to cancel this job?',
  empty: 'No Active Jobs Found',
} as const;

/** Customer → Jobs tab: the active jobs, each with Cancel Job behind a confirm. */
export function ActiveJobs() {
  const { data, error, isLoading } = useJobs('active');
  useLoggedError(error, 'Loading jobs failed');
  const jobs = data?.jobs ?? [];
  return (
    <TabList
      title="Jobs"
      isLoading={isLoading}
      isEmpty={jobs.length === 0}
      loadingText="Loading Active Jobs"
      emptyText={jobTexts.empty}
    >
      {jobs.map((job) => (
        <ActiveJobCard key={job.id} job={job} />
      ))}
    </TabList>
  );
}

function ActiveJobCard({ job }: { job: Job }) {
  const { notification } = App.useApp();
  const cancel = useCancelJob();

  const cancelJob = async () => {
    try {
      await cancel.trigger(job.id);
      notification.success({ title: jobTexts.cancelled });
    } catch (error) {
      notification.error({ title: messageOf(error, 'Something went wrong, please try again later') });
    }
  };

  return (
    <JobCard
      id={job.id}
      title={job.title}
      meta={
        <>
          <Tag color={job.type === 'premium' ? 'gold' : 'blue'}>{job.type}</Tag>
          {job.live ? null : <Tag color="orange">Waiting for e-mail verification</Tag>}
          {job.quotesCount > 0 ? (
            // The quotes themselves are on the Quoted tab.
            <Link to={dashboardTabHref('quoted')}>
              <Tag color="green">{job.quotesCount === 1 ? '1 quote' : `${job.quotesCount} quotes`}</Tag>
            </Link>
          ) : null}
        </>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'service', label: 'Service', children: job.service.name },
          { key: 'location', label: 'Location', children: job.location },
          {
            key: 'date',
            label: 'Date',
            children:
              job.target_job_done === 'specificDate' ? formatUkDate(job.targetCompletionDatetime) : job.target_job_done,
          },
          { key: 'posted', label: 'Posted', children: formatUkDate(job.createdAt) },
        ]}
      />
      <Popconfirm title={jobTexts.cancelConfirm} okText="Yes" cancelText="No" onConfirm={cancelJob}>
        <Button danger loading={cancel.isMutating} style={{ marginTop: 12 }}>
          Cancel Job
        </Button>
      </Popconfirm>
    </JobCard>
  );
}
