import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Analytics } from '@/shared/analytics/use-analytics';
import { UpdatePrompt } from '@/shared/app-update/update-prompt';
import { CookieBanner } from '@/shared/consent/cookie-banner';
import { useSession } from '@/shared/session/use-session';
import { Navbar } from './navbar';
import { PageNotice } from './page-notice';
import { ShellLoader } from './shell-loader';
import { SiteFooter } from './site-footer';
import { SupportBar } from './support-bar';
import { lazyWithAntd } from './with-antd';

// antd's alert: only an admin acting as someone downloads it.
const ImpersonationBanner = lazyWithAntd(() =>
  import('./impersonation-banner').then((module) => module.ImpersonationBanner),
);

/**
 * Shell around every page: contact strip, navbar, page, footer. Plain HTML and CSS, no antd: the
 * pages that use antd sit inside a lazy layout route that brings its providers (app/routes.tsx).
 */
export function MainLayout() {
  const { isImpersonating } = useSession();
  return (
    <div className="lp-shell">
      <CookieBanner />
      <a href="#main-content" className="lp-skip-link">
        Skip to main content
      </a>
      {isImpersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <SupportBar />
      <Navbar />
      <main id="main-content" className="lp-main" tabIndex={-1}>
        <PageNotice />
        <Suspense fallback={<ShellLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <Analytics />
      <ScrollRestoration />
    </div>
  );
}
