import { lazy, Suspense } from 'react';
import { guardStaleChunk } from '@/shared/lib/lazy-page';
import { useSession } from '@/shared/session/use-session';
import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavbarActions } from './navbar-actions';
import { PlatformBadge } from './platform-badge';

// The bell: only a signed-in customer or business downloads it (plain HTML, no antd).
const NotificationBell = lazy(() =>
  guardStaleChunk(() => import('@/shared/notifications/notification-bell')).then((module) => ({
    default: module.NotificationBell,
  })),
);

export function Navbar() {
  const { user } = useSession();
  const hasBell = user?.userType === 'customer' || user?.userType === 'business';
  return (
    <header className="lp-navbar">
      <div className="lp-container lp-navbar__inner">
        <div className="lp-navbar__brand">
          <BrandLogo />
          <PlatformBadge />
        </div>
        <div className="lp-navbar__end">
          <nav aria-label="Main" className="lp-desktop-only">
            <NavbarActions />
          </nav>
          {hasBell ? (
            // The bell's place is kept while its code loads: the header does not move.
            <Suspense fallback={<span className="lp-navbar__bell-space" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
