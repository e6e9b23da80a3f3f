import PublicBusinessRoute from '@/features/public-business/routes/public-business';
import { BusinessReviews } from '@/features/reviews/components/business-reviews';

/** /business/{id}: the public profile with the business's rating and reviews under it. */
export default function PublicBusinessPage() {
  return <PublicBusinessRoute renderReviews={(businessId) => <BusinessReviews businessId={businessId} />} />;
}
