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
import { prerenderHandle } from './prerender/prerender-handle';

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
 * A page in its own chunk that the server prerenders (app/prerender): `source` names its module in
 * the build manifest, `query` the query parameters it reads while rendering (no other reaches the render).
 */
function lightPage(path: string, source: string, load: PageLoad, query: readonly string[] = []): RouteObject {
  return { ...page(path, load), handle: prerenderHandle(source, query) };
}

// The wizard starts from the service and postcode chosen on the home page (post-job.tsx).
const postJobQuery = ['category', 'service', 'postcode'];

/**
 * Pages without antd, in the entry chunk or in their own: the first screen a visitor sees
 * downloads no UI library (issue 15). A light page must not use antd or App.useApp(). The server
 * renders them to HTML with their data, and the browser hydrates it.
 */
const lightPages: RouteObject[] = [
  // The e-mailed verification link (/?code=…&user_type=…) renders its handler (home.tsx).
  {
    path: paths.home,
    Component: HomeRoute,
    handle: prerenderHandle('src/features/home/routes/home.tsx', ['code', 'user_type']),
  },
  // The profile with its reviews, composed in app/ (features do not import each other).
  lightPage(
    paths.businessProfile,
    'src/app/pages/public-business-page.tsx',
    () => import('./pages/public-business-page'),
  ),
  lightPage(
    paths.serviceCategory,
    'src/features/landing/routes/category-landing.tsx',
    () => import('@/features/landing/routes/category-landing'),
  ),
  lightPage(
    paths.serviceLanding,
    'src/features/landing/routes/service-landing.tsx',
    () => import('@/features/landing/routes/service-landing'),
  ),
  lightPage(
    paths.getMoreLeads,
    'src/features/landing/routes/get-more-leads.tsx',
    () => import('@/features/landing/routes/get-more-leads'),
  ),
  lightPage(
    paths.privacyPolicy,
    'src/features/legal/routes/privacy-policy.tsx',
    () => import('@/features/legal/routes/privacy-policy'),
  ),
  lightPage(
    paths.termsOfService,
    'src/features/legal/routes/terms-of-service.tsx',
    () => import('@/features/legal/routes/terms-of-service'),
  ),
  lightPage(
    paths.termsOfUse,
    'src/features/legal/routes/terms-of-use.tsx',
    () => import('@/features/legal/routes/terms-of-use'),
  ),
  lightPage(paths.cookies, 'src/features/legal/routes/cookies.tsx', () => import('@/features/legal/routes/cookies')),
  lightPage(
    paths.reviewPolicy,
    'src/features/legal/routes/review-policy.tsx',
    () => import('@/features/legal/routes/review-policy'),
  ),
  // The heading and the wizard's first step are plain HTML; its later steps bring antd with them.
  lightPage(
    paths.postAJob,
    'src/features/post-job/routes/post-job.tsx',
    () => import('@/features/post-job/routes/post-job'),
    postJobQuery,
  ),
  lightPage(
    paths.postJob,
    'src/features/post-job/routes/post-job.tsx',
    () => import('@/features/post-job/routes/post-job'),
    postJobQuery,
  ),
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
      // A conversation, where a message's notification leads (features/messages).
      page(paths.thread, () => import('./pages/thread-page')),
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
