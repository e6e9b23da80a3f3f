import { Typography } from 'antd';
import { Stars } from '@/shared/components/stars';
import { timeAgo } from '@/shared/lib/dates';
import type { Review } from '@/shared/types/review';
import './reviews.css';

/** One review: stars, text, who wrote it and when, and the business's reply if there is one. */
export function ReviewView({ review, showJob = false }: { review: Review; showJob?: boolean }) {
  return (
    <article className="lp-review" aria-label={`Review by ${review.user.name}`}>
      <Stars value={review.rating} />
      <Typography.Paragraph className="lp-review__text">{review.text}</Typography.Paragraph>
      <Typography.Text type="secondary" className="lp-review__by">
        {review.user.name} · {timeAgo(review.createdAt)}
        {showJob ? ` · ${review.job.service.name}` : null}
      </Typography.Text>
      {review.reply === null ? null : (
        <div className="lp-review__reply">
          <Typography.Text strong>Reply from the business</Typography.Text>
          <Typography.Paragraph className="lp-review__text">{review.reply}</Typography.Paragraph>
        </div>
      )}
    </article>
  );
}
