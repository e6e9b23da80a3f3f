import { reviewsCountText } from '@/shared/lib/reviews-count';
import { Stars } from './stars';

export const noReviewsYet = 'No reviews yet';

/**
 * A business's average rating (one decimal) with its review count; "No reviews yet" without any.
 * Plain HTML: the public profile shows it without antd, business settings inside antd's pages.
 */
export function RatingSummary({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  if (rating === null) return <p className="lp-rating-summary lp-rating-summary--none">{noReviewsYet}</p>;
  return (
    <p className="lp-rating-summary">
      <Stars value={rating} allowHalf />
      <span>
        {rating.toFixed(1)} ({reviewsCountText(reviewsCount)})
      </span>
    </p>
  );
}
