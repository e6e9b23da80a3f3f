import { Link } from 'react-router-dom';
import { RatingSummary } from '@/shared/components/rating-summary';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { useLoggedError } from '@/shared/lib/use-logged-error';
import { useSession } from '@/shared/session/use-session';
import { useBusinessReviews } from '../api/get-business-reviews';
import { useMyReviewReports } from '../api/review-reports';
import { LightReportReview } from './light-report-review';
import { ReviewView } from './review-view';
import './reviews.css';

/**
 * A business's average rating and its reviews, newest first, on its public profile. Plain HTML and
 * CSS like the profile above it: a visitor never downloads antd for this page.
 */
export function BusinessReviews({ businessId }: { businessId: string }) {
  const { data, error, isLoading } = useBusinessReviews(businessId);
  useLoggedError(error, 'Loading reviews failed');
  const { user, isImpersonating } = useSession();
  // A signed-in customer or business may report a review (an admin acting as one may not).
  const mayReport = (user?.userType === 'customer' || user?.userType === 'business') && !isImpersonating;
  const reports = useMyReviewReports(mayReport);
  // Without them the page offers no report, and reads on: the reviews matter more.
  useLoggedError(reports.error, 'Loading review reports failed');
  const titleId = `business-${businessId}-reviews`;
  return (
    <section aria-labelledby={titleId} className="lp-reviews">
      <h2 id={titleId} className="lp-reviews__title">
        Reviews
      </h2>
      <p className="lp-reviews__policy">
        Only customers of jobs completed on {company.name} can leave a review.{' '}
        <Link to={paths.reviewPolicy}>How we handle reviews</Link>
      </p>
      {isLoading ? (
        <div role="status" className="lp-reviews__loading">
          <span className="lp-spinner lp-reviews__spinner" aria-hidden="true" /> Loading reviews
        </div>
      ) : data ? (
        <>
          <RatingSummary rating={data.rating} reviewsCount={data.reviewsCount} />
          {data.reviews.length === 0 ? null : (
            <ul className="lp-reviews__list">
              {data.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewView review={review} showJob />
                  {mayReport && reports.data ? (
                    <LightReportReview
                      review={review}
                      latest={reports.data.reports.find((report) => report.reviewId === review.id)}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
