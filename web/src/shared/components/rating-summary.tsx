import { Space, Typography } from 'antd';
import { reviewsCountText } from '@/shared/lib/reviews-count';
import { Stars } from './stars';

export const noReviewsYet = 'No reviews yet';

/** A business's average rating (one decimal) with its review count; "No reviews yet" without any. */
export function RatingSummary({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  if (rating === null) return <Typography.Text type="secondary">{noReviewsYet}</Typography.Text>;
  return (
    <Space size={8} wrap align="center" className="lp-rating-summary">
      <Stars value={rating} allowHalf />
      <Typography.Text>
        {rating.toFixed(1)} ({reviewsCountText(reviewsCount)})
      </Typography.Text>
    </Space>
  );
}
