import { type AppUpdateOptions, useAppUpdate } from './use-app-update';
import './update-prompt.css';

export interface UpdatePromptProps extends AppUpdateOptions {
  reload?: () => void;
}

const messages = {
  'new-version': 'A new version of LocalPros is available.',
  'chunk-failed': 'Part of this page could not load, probably because LocalPros has just been updated.',
} as const;

/**
 * "A new version is available — Reload": a polite live region (it never takes focus away from
 * what the visitor is doing), with a Reload button and Not now. Plain HTML and CSS.
 */
export function UpdatePrompt({ reload = () => window.location.reload(), ...options }: UpdatePromptProps) {
  const { reason, dismiss } = useAppUpdate(options);
  return (
    <div role="status" aria-live="polite" className={reason ? 'lp-update' : undefined}>
      {reason ? (
        <>
          <p className="lp-update__text">{messages[reason]} Reload to get the latest version.</p>
          <div className="lp-update__actions">
            <button type="button" className="lp-update__button" onClick={reload}>
              Reload
            </button>
            <button type="button" className="lp-update__button lp-update__button--secondary" onClick={dismiss}>
              Not now
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
