import { Tag, Typography } from 'antd';
import type { QuoteStatus as Status } from '@/shared/types/quote';
import type { DeclineReason } from '../api/get-quotes';

const colours: Record<Status, string> = {
  pending: 'blue',
  accepted: 'green',
  declined: 'red',
  cancelled: 'default',
};

export const declineReasonTexts: Record<DeclineReason, string> = {
  another_quote_accepted: 'Another quote was accepted',
  job_cancelled: 'The job was cancelled',
};

/** The quote's state as a tag; a declined quote also says why. */
export function QuoteStatus({ status, declineReason }: { status: Status; declineReason: DeclineReason | null }) {
  return (
    <span>
      <Tag color={colours[status]}>{status}</Tag>
      {status === 'declined' && declineReason ? (
        <Typography.Text type="secondary">{declineReasonTexts[declineReason]}</Typography.Text>
      ) : null}
    </span>
  );
}
