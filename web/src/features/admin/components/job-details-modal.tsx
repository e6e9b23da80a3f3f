import { Descriptions, Modal, Space, Tag } from 'antd';
import { formatUkDate } from '@/shared/lib/dates';
import type { AdminJob } from '../api/get-admin-jobs';
import { adminTexts } from '../lib/admin-texts';
import { JobConversations } from './job-conversations';
import { JobStatusBadge } from './job-status-badge';

/** 'Job ID: {jobNumber}' with the job's facts and the businesses that received it as a lead. */
export function JobDetailsModal({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  return (
    <Modal
      open={job !== null}
      title={job ? adminTexts.jobDetailsTitle(job.jobNumber) : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {job ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Title">{job.title}</Descriptions.Item>
          <Descriptions.Item label="Description">{job.description}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <JobStatusBadge status={job.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Location">{job.location}</Descriptions.Item>
          <Descriptions.Item label="Created At">{formatUkDate(job.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Job Type">{job.propertyType}</Descriptions.Item>
          <Descriptions.Item label={adminTexts.spsReceived}>
            {job.leadBusinesses.length === 0 ? (
              '-'
            ) : (
              <Space wrap size={4}>
                {job.leadBusinesses.map((name) => (
                  <Tag key={name} color="blue">
                    {name}
                  </Tag>
                ))}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Conversations">
            <JobConversations jobId={job.id} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
