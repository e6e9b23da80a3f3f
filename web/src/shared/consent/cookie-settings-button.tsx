import { openCookieSettings } from './consent';
import './cookie-settings-button.css';

/**
 * "Cookie settings": reopens the cookie banner to change the choice. A button (it acts on the
 * page, it goes nowhere) that looks like the links around it; `className` picks up their style.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={`lp-cookie-settings-button ${className ?? ''}`.trim()}
      onClick={openCookieSettings}
    >
      Cookie settings
    </button>
  );
}
