import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import PublicBusinessRoute from '@/features/public-business/routes/public-business';
import { useBusinessReviews } from '@/features/reviews/api/get-business-reviews';
import { BusinessReviews } from '@/features/reviews/components/business-reviews';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { lazyWithAntd } from '@/shared/components/layout/with-antd';

// The 404 page is antd's, loaded only for an unknown id (rare).
const NotFoundRoute = lazyWithAntd(() => import('@/features/errors/routes/not-found').then((module) => module.default));

/**
 * /business/{id}: the public profile with the business's rating and reviews under it, and the 404
 * page for an unknown id (features do not import each other, so they are composed here). The
 * reviews are plain HTML like the profile, a few KB bundled with it (issue 15): no second chunk to
 * wait for, and no antd for a visitor.
 */
export default function PublicBusinessPage() {
  const { id = '' } = useParams();
  // Asks for the reviews alongside the profile, not after it: the first review's text is often the
  // page's largest paint. The reviews below share this request (same SWR key).
  useBusinessReviews(id);
  return (
    <PublicBusinessRoute
      renderReviews={(businessId) => <BusinessReviews businessId={businessId} />}
      renderNotFound={() => (
        <Suspense fallback={<ShellLoader />}>
          <NotFoundRoute />
        </Suspense>
      )}
    />
  );
}
