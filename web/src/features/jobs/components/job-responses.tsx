import { Spin, Typography } from 'antd';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { useJobResponses } from '../api/get-job-responses';
import { ResponseItem } from './response-item';

/** The pros who quoted for one job, cheapest first. */
export function JobResponses({ jobId }: { jobId: string }) {
  const { data, error, isLoading } = useJobResponses(jobId);
  useLoggedError(error, 'Loading the quotes failed');
  if (isLoading) {
    return (
      <div role="status">
        <Spin size="small" /> Loading quotes
      </div>
    );
  }
  const responses = data?.responses ?? [];
  if (responses.length === 0) return <Typography.Text type="secondary">No quotes to show</Typography.Text>;
  return (
    <ul className="lp-responses">
      {responses.map((response) => (
        <ResponseItem key={response.id} response={response} />
      ))}
    </ul>
  );
}
