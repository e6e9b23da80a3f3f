import { ShopOutlined, StarFilled } from '@ant-design/icons';
import { App, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { unexpectedErrorMessage } from '@/shared/api/api-error';
import { ConfirmButton } from '@/shared/components/confirm-button';
import { ProfileImage } from '@/shared/components/profile-image';
import { ResponseTimeBadge } from '@/shared/components/response-time-badge';
import { businessProfileHref } from '@/shared/config/paths';
import { messageOf } from '@/shared/lib/form-field-errors';
import { bidText } from '@/shared/lib/money';
import { reviewsCountText } from '@/shared/lib/reviews-count';
import { useAcceptQuote } from '../api/accept-quote';
import type { JobResponse } from '../api/get-job-responses';

export const acceptTexts = {
  confirm: 'Are you sure you want to accept this quote?',
  // Spec §4: accepting a quote cannot be undone; the job's other quotes are declined.
  cannotBeUndone: 'Accepting a quote cannot be undone. The other quotes for this job will be declined.',
  accepted: 'Quote accepted',
} as const;

/** One pro's bid: who, how much, their reviews, and Accept behind a confirm. */
export function ResponseItem({ response }: { response: JobResponse }) {
  const { notification } = App.useApp();
  const accept = useAcceptQuote();
  const { business } = response;

  const acceptQuote = async () => {
    try {
      await accept.trigger(response.id);
      notification.success({ title: acceptTexts.accepted });
    } catch (error) {
      notification.error({ title: messageOf(error, unexpectedErrorMessage) });
    }
  };

  return (
    <li className="lp-response">
      <ProfileImage
        src={response.avatar ?? business.logo}
        alt={`${business.userName} logo`}
        size={48}
        shape="square"
        placeholder={<ShopOutlined />}
        lazy
      />
      <div className="lp-response__who">
        <Link to={businessProfileHref(business.id)}>{business.userName}</Link>
        <Typography.Text strong className="lp-response__bid">
          {bidText(response.cost, response.rate_type)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {business.rating === null ? null : (
            <>
              <StarFilled aria-hidden className="lp-response__star" /> {business.rating.toFixed(1)} ·{' '}
            </>
          )}
          {reviewsCountText(business.reviewsCount)}
        </Typography.Text>
        <ResponseTimeBadge responseTime={business.responseTime} />
      </div>
      {response.status === 'pending' ? (
        <ConfirmButton
          type="primary"
          aria-label={`Accept the quote from ${business.userName}`}
          confirmTitle={acceptTexts.confirm}
          confirmText={acceptTexts.cannotBeUndone}
          okText="Accept Quote"
          onConfirm={acceptQuote}
        >
          Accept
        </ConfirmButton>
      ) : (
        <Tag>{response.status}</Tag>
      )}
    </li>
  );
}
