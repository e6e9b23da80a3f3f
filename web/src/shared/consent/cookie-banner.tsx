import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTagManagerId } from '@/shared/analytics/use-analytics';
import { paths } from '@/shared/config/paths';
import { chooseCookies, closeCookieSettings, useConsent } from './consent';
import './cookie-banner.css';

export interface CookieBannerProps {
  /** Where focus goes once the banner closes (the page's main landmark by default). */
  focusAfterId?: string;
}

/**
 * The cookie banner (UK PECR): asks before any analytics cookie or the tag manager is used, with
 * Accept all and Reject all side by side and equally prominent, and a way to choose. It asks only
 * when the site has analytics to ask about; the footer's "Cookie settings" reopens it any time.
 * Plain HTML and CSS: it shows on every page, the fast public ones included.
 */
export function CookieBanner({ focusAfterId = 'main-content' }: CookieBannerProps) {
  const { choice, settingsOpen } = useConsent();
  const containerId = useTagManagerId();
  const asking = choice === null && Boolean(containerId);
  const open = settingsOpen || asking;
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [saved, setSaved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const checkboxId = useId();

  // Opened from a link: show the choices as they stand and take focus to the banner.
  useEffect(() => {
    if (!settingsOpen) return;
    setChoosing(true);
    setAnalytics(choice?.analytics ?? false);
    headingRef.current?.focus();
  }, [settingsOpen, choice?.analytics]);

  const decide = (allowAnalytics: boolean) => {
    chooseCookies(allowAnalytics);
    setChoosing(false);
    setSaved(allowAnalytics ? 'You have accepted analytics cookies.' : 'You have rejected analytics cookies.');
    // The banner goes away: put focus somewhere sensible instead of losing it to the page.
    document.getElementById(focusAfterId)?.focus();
  };

  // Always in the page, so screen readers announce the confirmation when it appears.
  const status = (
    <p className="lp-visually-hidden" role="status">
      {saved && !open ? `${saved} You can change this at any time from Cookie settings in the page footer.` : ''}
    </p>
  );
  if (!open) return status;

  return (
    <>
      {status}
      <section className="lp-cookies" aria-labelledby={titleId}>
        <div className="lp-cookies__inner">
          <h2 className="lp-cookies__title" id={titleId} ref={headingRef} tabIndex={-1}>
            Cookies on LocalPros
          </h2>
          <p className="lp-cookies__text">
            We use essential cookies to make this site work. We would also like to set analytics cookies, through Google
            Tag Manager, to understand how people use LocalPros and improve it. We set them only if you accept.{' '}
            <Link to={paths.cookies}>Read our cookies policy</Link>
          </p>
          {choosing ? (
            <fieldset className="lp-cookies__choices">
              <legend className="lp-cookies__legend">Choose which cookies we use</legend>
              <p className="lp-cookies__essential">Essential cookies: always on (sign-in, security, this choice).</p>
              <div className="lp-cookies__option">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={analytics}
                  onChange={(event) => setAnalytics(event.target.checked)}
                />
                <label htmlFor={checkboxId}>
                  Analytics cookies: how the site is used, without your name or contact details
                </label>
              </div>
            </fieldset>
          ) : null}
          <div className="lp-cookies__actions">
            <button type="button" className="lp-cookies__button" onClick={() => decide(true)}>
              Accept all
            </button>
            <button type="button" className="lp-cookies__button" onClick={() => decide(false)}>
              Reject all
            </button>
            {choosing ? (
              <button
                type="button"
                className="lp-cookies__button lp-cookies__button--secondary"
                onClick={() => decide(analytics)}
              >
                Save my choices
              </button>
            ) : (
              <button
                type="button"
                className="lp-cookies__button lp-cookies__button--secondary"
                onClick={() => setChoosing(true)}
              >
                Choose cookies
              </button>
            )}
            {settingsOpen && !asking ? (
              <button
                type="button"
                className="lp-cookies__button lp-cookies__button--secondary"
                onClick={() => {
                  closeCookieSettings();
                  document.getElementById(focusAfterId)?.focus();
                }}
              >
                Close
              </button>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
