import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '@/shared/components/page-loader';
import { ImpersonationBanner } from './impersonation-banner';
import { Navbar } from './navbar';
import { SiteFooter } from './site-footer';
import { SupportBar } from './support-bar';

/** Shell around every page: contact strip, navbar, page, footer. */
export function MainLayout() {
  return (
    <div className="lp-shell">
      <a href="#main-content" className="lp-skip-link">
        Skip to main content
      </a>
      <ImpersonationBanner />
      <SupportBar />
      <Navbar />
      <main id="main-content" className="lp-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
