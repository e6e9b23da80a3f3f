import type { Notification } from '@localpros/contracts/rules';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths, safeNextPath } from '@/shared/config/paths';
import { timeAgo } from '@/shared/lib/dates';
import { useSession } from '@/shared/session/use-session';
import { badgeText, bellLabel } from './notifications-cache';
import { useNotifications } from './use-notifications';
import './notification-bell.css';

export const bellTexts = {
  title: 'Notifications',
  loading: 'Loading notifications',
  empty: 'No notifications yet',
  failed: "We couldn't load your notifications.",
  retry: 'Try again',
  markAll: 'Mark all as read',
  older: 'Show older notifications',
  olderFailed: "We couldn't load older notifications.",
  markFailed: "We couldn't mark your notifications as read. Please try again.",
} as const;

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" />
    </svg>
  );
}

/** Where a notification leads: a path on this site, never anywhere else. */
const hrefOf = (notification: Notification) => safeNextPath(notification.link) ?? paths.dashboard;

/**
 * The bell in the signed-in header: the unread count (in its accessible name and a badge), and a
 * panel of the latest notifications with their links, Mark all as read and older ones on demand.
 * Plain HTML and CSS, so the light shell stays light. The panel is a non-modal dialog: it takes
 * focus when opened, Escape or a click elsewhere closes it, and focus goes back to the bell.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const { data, error, isLoading } = notifications;
  const [open, setOpen] = useState(false);
  const [markFailed, setMarkFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const unread = data?.unreadCount ?? 0;
  const { pathname } = useLocation();
  // An admin acting as the user leaves the user's notifications unread (the BFF refuses the mark).
  const { isImpersonating } = useSession();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // A page change (a notification's link, the browser's back button) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a new pathname asks for.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  // Tabbing out of the panel closes it (focus moving to another tab or window does not).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panelRef.current?.contains(next) && !buttonRef.current?.contains(next)) setOpen(false);
  };

  const run = (action: () => Promise<unknown>) => {
    setMarkFailed(false);
    action().catch(() => setMarkFailed(true));
  };

  const list = data?.notifications ?? [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the bell and its panel closes the panel.
    <div className="lp-bell" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="lp-icon-button lp-bell__button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="lp-bell__badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className="lp-bell__panel"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          onBlur={onBlur}
        >
          <div className="lp-bell__header">
            <h2 id={titleId} className="lp-bell__title">
              {bellTexts.title}
            </h2>
            {isImpersonating ? null : (
              <button
                type="button"
                className="lp-bell__text-button"
                disabled={unread === 0}
                onClick={() => run(notifications.markAllRead)}
              >
                {bellTexts.markAll}
              </button>
            )}
          </div>
          {markFailed ? (
            <p className="lp-bell__error" role="alert">
              {bellTexts.markFailed}
            </p>
          ) : null}
          {error && !data ? (
            <div className="lp-bell__state" role="alert">
              <p>{bellTexts.failed}</p>
              <button type="button" className="lp-button" onClick={() => void notifications.mutate()}>
                {bellTexts.retry}
              </button>
            </div>
          ) : isLoading || !data ? (
            <p className="lp-bell__state" role="status">
              {bellTexts.loading}
            </p>
          ) : list.length === 0 ? (
            <p className="lp-bell__state">{bellTexts.empty}</p>
          ) : (
            <>
              <ul className="lp-bell__list" aria-labelledby={titleId}>
                {list.map((notification) => (
                  <li
                    key={notification.id}
                    className={notification.read ? 'lp-bell__item' : 'lp-bell__item lp-bell__item--unread'}
                  >
                    <Link
                      to={hrefOf(notification)}
                      className="lp-bell__link"
                      onClick={() => {
                        if (!notification.read && !isImpersonating) run(() => notifications.markRead(notification.id));
                        close(true);
                      }}
                    >
                      <span className="lp-bell__item-title">
                        {notification.read ? null : <span className="lp-visually-hidden">Unread: </span>}
                        {notification.title}
                      </span>
                      {notification.body ? <span className="lp-bell__item-body">{notification.body}</span> : null}
                      <span className="lp-bell__item-time">{timeAgo(notification.createdAt)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {notifications.olderFailed ? (
                <p className="lp-bell__error" role="alert">
                  {bellTexts.olderFailed}
                </p>
              ) : null}
              {data.hasOlder ? (
                <button
                  type="button"
                  className="lp-bell__text-button lp-bell__older"
                  disabled={notifications.loadingOlder}
                  onClick={() => void notifications.loadOlder()}
                >
                  {bellTexts.older}
                </button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
