import { Typography } from 'antd';
import { timeAgo } from '@/shared/lib/dates';
import type { Job } from '@/shared/types/job';

/** Under a job's title: who posted it, and when. */
export function WonJobCardMeta({ job }: { job: Job }) {
  return (
    <Typography.Text type="secondary">
      Posted by {job.user.name} · {timeAgo(job.createdAt)}
    </Typography.Text>
  );
}
