import { Suspense } from 'react';
import PublicBusinessRoute from '@/features/public-business/routes/public-business';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { lazyWithAntd } from '@/shared/components/layout/with-antd';

// The profile itself is plain HTML; the reviews under it and the 404 page are antd's, loaded after it.
const BusinessReviews = lazyWithAntd(() =>
  import('@/features/reviews/components/business-reviews').then((module) => module.BusinessReviews),
);
const NotFoundRoute = lazyWithAntd(() => import('@/features/errors/routes/not-found').then((module) => module.default));

/**
 * /business/{id}: the public profile with the business's rating and reviews under it, and the 404
 * page for an unknown id (features do not import each other, so they are composed here).
 */
export default function PublicBusinessPage() {
  return (
    <PublicBusinessRoute
      renderReviews={(businessId) => (
        <Suspense fallback={<ShellLoader />}>
          <BusinessReviews businessId={businessId} />
        </Suspense>
      )}
      renderNotFound={() => (
        <Suspense fallback={<ShellLoader />}>
          <NotFoundRoute />
        </Suspense>
      )}
    />
  );
}
