import { BrandLogo } from './brand-logo';
import { MobileMenu } from './mobile-menu';
import { NavbarActions } from './navbar-actions';
import { PlatformBadge } from './platform-badge';

export function Navbar() {
  return (
    <header className="lp-navbar">
      <div className="lp-container lp-navbar__inner">
        <div className="lp-navbar__brand">
          <BrandLogo />
          <PlatformBadge />
        </div>
        <nav aria-label="Main" className="lp-desktop-only">
          <NavbarActions />
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
