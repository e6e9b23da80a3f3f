import { Spin, Typography } from 'antd';
import { RatingSummary } from '@/shared/components/rating-summary';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { useBusinessReviews } from '../api/get-business-reviews';
import { ReviewView } from './review-view';

/** A business's average rating and its reviews, newest first, on its public profile. */
export function BusinessReviews({ businessId }: { businessId: string }) {
  const { data, error, isLoading } = useBusinessReviews(businessId);
  useLoggedError(error, 'Loading reviews failed');
  const titleId = `business-${businessId}-reviews`;
  return (
    <section aria-labelledby={titleId} className="lp-reviews">
      <Typography.Title level={2} id={titleId}>
        Reviews
      </Typography.Title>
      {isLoading ? (
        <div role="status">
          <Spin size="small" /> Loading reviews
        </div>
      ) : data ? (
        <>
          <RatingSummary rating={data.rating} reviewsCount={data.reviewsCount} />
          {data.reviews.length === 0 ? null : (
            <ul className="lp-reviews__list">
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewView review={review} showJob />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
