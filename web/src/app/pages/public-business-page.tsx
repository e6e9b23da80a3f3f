import NotFoundRoute from '@/features/errors/routes/not-found';
import PublicBusinessRoute from '@/features/public-business/routes/public-business';
import { BusinessReviews } from '@/features/reviews/components/business-reviews';

/**
 * /business/{id}: the public profile with the business's rating and reviews under it, and the 404
 * page for an unknown id (features do not import each other, so they are composed here).
 */
export default function PublicBusinessPage() {
  return (
    <PublicBusinessRoute
      renderReviews={(businessId) => <BusinessReviews businessId={businessId} />}
      renderNotFound={() => <NotFoundRoute />}
    />
  );
}
