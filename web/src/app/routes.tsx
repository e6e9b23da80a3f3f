import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/features/errors/components/route-error-page';
import { MainLayout } from '@/shared/components/layout/main-layout';
import { PageLoader } from '@/shared/components/page-loader';
import { RedirectIfLoggedIn } from '@/shared/components/redirect-if-logged-in';
import { RequireAdmin } from '@/shared/components/require-admin';
import { RequireNoSubscription, RequireSubscription } from '@/shared/components/subscription-guards';
import { paths } from '@/shared/config/paths';
import { lazyPage } from '@/shared/lib/lazy-page';

type PageLoad = Parameters<typeof lazyPage>[0];

/** A page in its own chunk. */
function page(path: string, load: PageLoad): RouteObject {
  return { path, Component: lazyPage(load) };
}

/** Pages anyone may open. */
const publicPages: RouteObject[] = [
  page(paths.home, () => import('@/features/home/routes/home')),
  page(paths.registerCustomer, () => import('@/features/registration/routes/register-customer')),
  page(paths.customerRegistered, () => import('@/features/registration/routes/customer-registered')),
  page(paths.registerBusiness, () => import('@/features/registration/routes/register-business')),
  page(paths.businessRegistered, () => import('@/features/registration/routes/business-registered')),
  page(paths.packages, () => import('@/features/packages/routes/packages')),
  page(paths.premiumPackage, () => import('@/features/packages/routes/premium-package')),
  page(paths.standardPackage, () => import('@/features/packages/routes/standard-package')),
  page(paths.getMoreLeads, () => import('@/features/leads/routes/get-more-leads')),
  page(paths.postAJob, () => import('@/features/post-job/routes/post-job')),
  page(paths.postJob, () => import('@/features/post-job/routes/post-job')),
  page(paths.jobPosted, () => import('@/features/post-job/routes/job-posted')),
  // The profile with its reviews, composed in app/ (features do not import each other).
  page(paths.businessProfile, () => import('./pages/public-business-page')),
  page(paths.contactUs, () => import('@/features/contact/routes/contact-us')),
  page(paths.privacyPolicy, () => import('@/features/legal/routes/privacy-policy')),
  page(paths.termsOfService, () => import('@/features/legal/routes/terms-of-service')),
  page(paths.termsOfUse, () => import('@/features/legal/routes/terms-of-use')),
  // An unknown page on production: the page checks the platform.
  page(paths.devMailbox, () => import('./pages/dev-mailbox-page')),
];

/**
 * The shell renders around every page. A page that fails shows the error page
 * inside the shell; if the shell itself fails the error page stands alone.
 * Guards are layout routes around the pages they protect.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: MainLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          ...publicPages,
          {
            element: <RedirectIfLoggedIn to={paths.dashboard} honourNext />,
            children: [
              page(paths.login, () => import('@/features/auth/routes/login')),
              page(paths.adminLogin, () => import('@/features/admin/routes/admin-login')),
            ],
          },
          {
            element: <RedirectIfLoggedIn to={paths.home} />,
            children: [
              page(paths.forgotPassword, () => import('@/features/auth/routes/forgot-password')),
              page(paths.resetPassword, () => import('@/features/auth/routes/reset-password')),
            ],
          },
          {
            // The unsubscribed check: choosing and paying for a package.
            element: <RequireNoSubscription />,
            children: [
              page(paths.subscribe, () => import('@/features/billing/routes/subscribe')),
              page(paths.registerPackages, () => import('@/features/billing/routes/subscribe')),
              page(`${paths.registerPackages}/:packageId`, () => import('@/features/billing/routes/subscribe')),
            ],
          },
          {
            // The subscription check: businesses without a paid subscription go to /subscribe.
            element: <RequireSubscription />,
            children: [
              // /dashboard, /dashboard/{tab} and /dashboard/settings/{section}: one page, so the
              // shell stays mounted while the tabs change.
              page(`${paths.dashboard}/*`, () => import('./pages/dashboard-page')),
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              page(paths.admin, () => import('@/features/admin/routes/admin')),
              // /admin/{tab} and /admin/settings/{section}: one page, so the shell stays mounted.
              page(`${paths.admin}/*`, () => import('@/features/admin/routes/admin-panel')),
            ],
          },
          page('*', () => import('@/features/errors/routes/not-found')),
        ],
      },
    ],
  },
];
