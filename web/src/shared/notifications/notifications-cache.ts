import { type Notification, type NotificationsPage, streamOnlyNotificationKinds } from '@localpros/contracts/rules';
import { isLaterId } from '@/shared/live/live-stream';

/**
 * The bell's data as SWR caches it: the pages loaded so far, newest first, and the unread count.
 * Each function below is one change to it, pure, so the live stream, a mark-as-read and an older
 * page all go through the same tested steps.
 */
export interface NotificationsView extends NotificationsPage {
  /** False once a page came back shorter than asked: there is nothing older to load. */
  hasOlder: boolean;
}

export const shownInBell = (notification: Pick<Notification, 'kind'>): boolean =>
  !streamOnlyNotificationKinds.includes(notification.kind);

/** Newest first, by id (decimal strings increasing per user). */
const newestFirst = (a: Notification, b: Notification) => (a.id === b.id ? 0 : isLaterId(a.id, b.id) ? -1 : 1);

/** The first page from `GET /api/notifications`, asked with `limit`. */
export function firstPage(page: NotificationsPage, limit: number): NotificationsView {
  return {
    notifications: page.notifications.filter(shownInBell).sort(newestFirst),
    unreadCount: Math.max(0, page.unreadCount),
    hasOlder: page.notifications.length >= limit,
  };
}

/** An older page appended (`before` the last loaded); the count is the server's latest. */
export function withOlderPage(view: NotificationsView, page: NotificationsPage, limit: number): NotificationsView {
  const known = new Set(view.notifications.map((n) => n.id));
  return {
    notifications: [
      ...view.notifications,
      ...page.notifications.filter((n) => shownInBell(n) && !known.has(n.id)),
    ].sort(newestFirst),
    unreadCount: Math.max(0, page.unreadCount),
    hasOlder: page.notifications.length >= limit,
  };
}

/**
 * A notification from the live stream: added at its place once (a resumed stream may repeat one
 * the page already holds), and counted when unread. Stream-only kinds leave the bell as it is.
 */
export function withLiveNotification(view: NotificationsView, notification: Notification): NotificationsView {
  if (!shownInBell(notification) || view.notifications.some((n) => n.id === notification.id)) return view;
  return {
    ...view,
    notifications: [notification, ...view.notifications].sort(newestFirst),
    unreadCount: view.unreadCount + (notification.read ? 0 : 1),
  };
}

/** These marked read here, before the server answers (its count then replaces this one). */
export function withRead(view: NotificationsView, ids: readonly string[]): NotificationsView {
  const marking = new Set(ids);
  const newlyRead = view.notifications.filter((n) => marking.has(n.id) && !n.read).length;
  if (newlyRead === 0) return view;
  return {
    ...view,
    notifications: view.notifications.map((n) => (marking.has(n.id) ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, view.unreadCount - newlyRead),
  };
}

/** Every notification read. */
export function withAllRead(view: NotificationsView): NotificationsView {
  return { ...view, notifications: view.notifications.map((n) => (n.read ? n : { ...n, read: true })), unreadCount: 0 };
}

/** The server's unread count after a mark-as-read. */
export function withUnreadCount(view: NotificationsView, unreadCount: number): NotificationsView {
  return view.unreadCount === unreadCount ? view : { ...view, unreadCount: Math.max(0, unreadCount) };
}

/** "Notifications, 3 unread": the bell's accessible name. */
export function bellLabel(unreadCount: number | undefined): string {
  return unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications';
}

/** The badge's text: the count, or 99+ past 99. */
export function badgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount);
}
