import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import HomeRoute from '@/features/home/routes/home';
import { ShellLoader } from '@/shared/components/layout/shell-loader';
import { lazyWithAntd } from '@/shared/components/layout/with-antd';
import { RedirectIfLoggedIn } from '@/shared/components/redirect-if-logged-in';
import { RequireAdmin } from '@/shared/components/require-admin';
import { paths } from '@/shared/config/paths';
import { lazyPage } from '@/shared/lib/lazy-page';
import { AppLayout } from './app-layout';

type PageLoad = Parameters<typeof lazyPage>[0];

/** A page in its own chunk. */
function page(path: string, load: PageLoad): RouteObject {
  return { path, Component: lazyPage(load) };
}

// Everything below that uses antd is loaded on demand, so the entry chunk (the home page) has none.
const AntdLayout = lazyPage(() => import('./antd-layout'));
const RouteErrorPage = lazyPage(() =>
  import('@/features/errors/components/route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);
const ShellErrorPage = lazyWithAntd(() =>
  import('@/features/errors/components/route-error-page').then((module) => module.RouteErrorPage),
);
const RequireSubscription = lazyPage(() =>
  import('./antd-layout').then((module) => ({ default: module.RequireSubscription })),
);
const RequireNoSubscription = lazyPage(() =>
  import('./antd-layout').then((module) => ({ default: module.RequireNoSubscription })),
);

/** An error outside the antd pages (the shell, the home page): the error page with antd's providers. */
function LightErrorPage() {
  return (
    <Suspense fallback={<ShellLoader />}>
      <ShellErrorPage />
    </Suspense>
  );
}

/**
 * Pages without antd, in the entry chunk or in their own: the first screen a visitor sees
 * downloads no UI library (issue 15). A light page must not use antd or App.useApp().
 */
const lightPages: RouteObject[] = [
  { path: paths.home, Component: HomeRoute },
  // The profile with its reviews, composed in app/ (features do not import each other).
  page(paths.businessProfile, () => import('./pages/public-business-page')),
  page(paths.serviceCategory, () => import('@/features/landing/routes/category-landing')),
  page(paths.serviceLanding, () => import('@/features/landing/routes/service-landing')),
  page(paths.getMoreLeads, () => import('@/features/landing/routes/get-more-leads')),
  page(paths.privacyPolicy, () => import('@/features/legal/routes/privacy-policy')),
  page(paths.termsOfService, () => import('@/features/legal/routes/terms-of-service')),
  page(paths.termsOfUse, () => import('@/features/legal/routes/terms-of-use')),
  page(paths.cookies, () => import('@/features/legal/routes/cookies')),
  // The heading paints at once; the wizard's form brings antd with it.
  page(paths.postAJob, () => import('@/features/post-job/routes/post-job')),
  page(paths.postJob, () => import('@/features/post-job/routes/post-job')),
];

/** Pages anyone may open. */
const publicPages: RouteObject[] = [
  page(paths.registerCustomer, () => import('@/features/registration/routes/register-customer')),
  page(paths.customerRegistered, () => import('@/features/registration/routes/customer-registered')),
  page(paths.registerBusiness, () => import('@/features/registration/routes/register-business')),
  page(paths.businessRegistered, () => import('@/features/registration/routes/business-registered')),
  page(paths.packages, () => import('@/features/packages/routes/packages')),
  page(paths.premiumPackage, () => import('@/features/packages/routes/premium-package')),
  page(paths.standardPackage, () => import('@/features/packages/routes/standard-package')),
  page(paths.jobPosted, () => import('@/features/post-job/routes/job-posted')),
  page(paths.contactUs, () => import('@/features/contact/routes/contact-us')),
  // An unknown page on production: the page checks the platform.
  page(paths.devMailbox, () => import('./pages/dev-mailbox-page')),
];

/** The pages that use antd, inside the layout that brings its providers. */
const antdPages: RouteObject[] = [
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
    Component: RequireNoSubscription,
    children: [
      page(paths.subscribe, () => import('@/features/billing/routes/subscribe')),
      page(paths.registerPackages, () => import('@/features/billing/routes/subscribe')),
      page(`${paths.registerPackages}/:packageId`, () => import('@/features/billing/routes/subscribe')),
    ],
  },
  {
    // The subscription check: businesses without a paid subscription go to /subscribe.
    Component: RequireSubscription,
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
];

/**
 * The shell renders around every page. A page that fails shows the error page
 * inside the shell; if the shell itself fails the error page stands alone.
 * Guards are layout routes around the pages they protect.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: LightErrorPage,
    HydrateFallback: ShellLoader,
    children: [
      {
        ErrorBoundary: LightErrorPage,
        children: [
          ...lightPages,
          {
            Component: AntdLayout,
            children: [{ ErrorBoundary: RouteErrorPage, children: antdPages }],
          },
        ],
      },
    ],
  },
];
