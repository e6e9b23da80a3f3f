import { App, Button, Descriptions, Popconfirm, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { JobCard } from '@/shared/components/job-card';
import { JobsTabList } from '@/shared/components/jobs-tab-list';
import { dashboardTabHref } from '@/shared/config/paths';
import { formatUkDate } from '@/shared/lib/dates';
import { messageOf } from '@/shared/lib/form-field-errors';
import { placesText } from '@/shared/lib/response-places';
import type { Job } from '@/shared/types/job';
import { useCancelJob } from '../api/cancel-job';
import { useCloseResponses } from '../api/close-responses';

export const jobTexts = {
  cancelled: 'Job cancelled',
  cancelConfirm: 'Are you sure you want to cancel this job?',
  foundSomeone: "I've found someone",
  closeConfirm: 'Close this job to new responses?',
  closeDetail: 'Businesses that have already responded keep their place; no one else can respond.',
  closed: 'Your job is closed to new responses',
  closedTag: 'Closed to new responses',
} as const;

/** Customer → Jobs tab: the active jobs, each with Cancel Job behind a confirm. */
export function ActiveJobs({ renderConversations }: { renderConversations?: (job: Job) => ReactNode } = {}) {
  return (
    <JobsTabList
      list="active"
      renderJob={(job) => <ActiveJobCard job={job} conversations={renderConversations?.(job)} />}
    />
  );
}

function ActiveJobCard({ job, conversations }: { job: Job; conversations?: ReactNode }) {
  const { notification } = App.useApp();
  const cancel = useCancelJob();
  const close = useCloseResponses();
  const { responses } = job;

  const cancelJob = async () => {
    try {
      await cancel.trigger(job.id);
      notification.success({ title: jobTexts.cancelled });
    } catch (error) {
      notification.error({ title: messageOf(error, 'Something went wrong, please try again later') });
    }
  };

  const closeJob = async () => {
    try {
      await close.trigger(job.id);
      notification.success({ title: jobTexts.closed });
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
          {responses?.closed ? <Tag>{jobTexts.closedTag}</Tag> : null}
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
          ...(responses ? [{ key: 'responses', label: 'Responses', children: placesText(responses) }] : []),
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        {responses && !responses.closed ? (
          <Popconfirm
            title={jobTexts.closeConfirm}
            description={jobTexts.closeDetail}
            okText="Yes"
            cancelText="No"
            onConfirm={closeJob}
          >
            <Button loading={close.isMutating}>{jobTexts.foundSomeone}</Button>
          </Popconfirm>
        ) : null}
        {conversations}
        <Popconfirm title={jobTexts.cancelConfirm} okText="Yes" cancelText="No" onConfirm={cancelJob}>
          <Button danger loading={cancel.isMutating}>
            Cancel Job
          </Button>
        </Popconfirm>
      </Space>
    </JobCard>
  );
}
