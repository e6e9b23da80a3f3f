import { Tag, Typography } from 'antd';
import type { Quote } from '../api/get-quotes';

// The API types a quote's status and decline reason as plain strings: an unknown one shows as it is.
const colours: Partial<Record<Quote['status'], string>> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'red',
  cancelled: 'default',
};

export const declineReasonTexts: Partial<Record<NonNullable<Quote['declineReason']>, string>> = {
  another_quote_accepted: 'Another quote was accepted',
  job_cancelled: 'The job was cancelled',
};

/** The quote's state as a tag; a declined quote also says why. */
export function QuoteStatus({ status, declineReason }: Pick<Quote, 'status' | 'declineReason'>) {
  return (
    <span>
      <Tag color={colours[status] ?? 'default'}>{status}</Tag>
      {status === 'declined' && declineReason ? (
        <Typography.Text type="secondary">{declineReasonTexts[declineReason] ?? declineReason}</Typography.Text>
      ) : null}
    </span>
  );
}
