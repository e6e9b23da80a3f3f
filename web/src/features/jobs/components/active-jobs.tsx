import { App, Button, Card, Descriptions, Empty, Popconfirm, Spin, Tag, Typography } from 'antd';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { useCancelJob } from '../api/cancel-job';
import { type Job, useActiveJobs } from '../api/get-active-jobs';
import './jobs.css';

export const jobTexts = {
  cancelled: 'Job cancelled',
  cancelConfirm: 'Are you sure you want to cancel this job?',
  empty: 'No Active Jobs Found',
} as const;

/** Customer → Jobs tab: the active jobs, each with Cancel Job behind a confirm. */
export function ActiveJobs() {
  const { data, error, isLoading } = useActiveJobs();
  if (error) console.error('Loading jobs failed', error);
  return (
    <div className="lp-jobs">
      <Typography.Title level={2} className="lp-dashboard__tab-title">
        Jobs
      </Typography.Title>
      {isLoading ? (
        <div role="status">
          <Spin size="small" /> Loading Active Jobs
        </div>
      ) : (data?.jobs ?? []).length === 0 ? (
        <Empty description={jobTexts.empty} />
      ) : (
        <div className="lp-jobs__list">
          {data?.jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
      )}
    </div>
  );
}

function JobCard({ job }: { job: Job }) {
  const { notification } = App.useApp();
  const cancel = useCancelJob();
  const titleId = `job-${job.id}-title`;

  const cancelJob = async () => {
    try {
      await cancel.trigger(job.id);
      notification.success({ title: jobTexts.cancelled });
    } catch (error) {
      notification.error({ title: messageOf(error, 'Something went wrong, please try again later') });
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <Tag color={job.type === 'premium' ? 'gold' : 'blue'}>{job.type}</Tag>
      {job.live ? null : <Tag color="orange">Waiting for e-mail verification</Tag>}
      <Typography.Title level={3} id={titleId} style={{ fontSize: 18, overflowWrap: 'anywhere' }}>
        {job.title}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Service">{job.service.name}</Descriptions.Item>
        <Descriptions.Item label="Location">{job.location}</Descriptions.Item>
        <Descriptions.Item label="Date">
          {job.target_job_done === 'specificDate' ? formatUkDate(job.targetCompletionDatetime) : job.target_job_done}
        </Descriptions.Item>
        <Descriptions.Item label="Posted">{formatUkDate(job.createdAt)}</Descriptions.Item>
      </Descriptions>
      <Popconfirm title={jobTexts.cancelConfirm} okText="Yes" cancelText="No" onConfirm={cancelJob}>
        <Button danger loading={cancel.isMutating} style={{ marginTop: 12 }}>
          Cancel Job
        </Button>
      </Popconfirm>
    </Card>
  );
}
