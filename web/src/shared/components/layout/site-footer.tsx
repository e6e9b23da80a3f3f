import { Link } from 'react-router-dom';
import { usePlatform } from '@/shared/api/get-platform';
import { company } from '@/shared/config/company';
import { paths } from '@/shared/config/paths';
import { CookieSettingsButton } from '@/shared/consent/cookie-settings-button';

export interface SiteFooterProps {
  /** The year to show; defaults to the current one. */
  year?: number;
}

export function SiteFooter({ year = new Date().getFullYear() }: SiteFooterProps) {
  const platform = usePlatform();
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__inner">
        <p className="lp-footer__copyright">
          © {year} {company.name}. All rights reserved.
        </p>
        <nav aria-label="Legal and help">
          <ul className="lp-footer__links">
            <li>
              <Link to={paths.contactUs}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.termsOfService}>Terms of Service</Link>
            </li>
            <li>
              <Link to={paths.termsOfUse}>Terms of Use</Link>
            </li>
            <li>
              <Link to={paths.cookies}>Cookie Policy</Link>
            </li>
            <li>
              <Link to={paths.reviewPolicy}>Review Policy</Link>
            </li>
            <li>
              <CookieSettingsButton />
            </li>
            {platform && platform !== 'production' ? (
              <li>
                <Link to={paths.devMailbox}>Dev mailbox</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
