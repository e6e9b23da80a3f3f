import {
  type MarkNotificationsReadBody,
  NOTIFICATIONS_PAGE_DEFAULT,
  type NotificationsPage,
} from '@localpros/contracts/rules';
import { api, dataOf } from '@/shared/api/typed-client';

/** The SWR key of the bell's notifications (the first page, and older ones appended to it). */
export const notificationsKey = '/notifications';

/** How many a page holds: the server's default, so the first page is asked without a query. */
export const notificationsPageSize = NOTIFICATIONS_PAGE_DEFAULT;

/** `GET /api/notifications`: the latest; with `before`, the ones older than that id. Newest first. */
export function getNotifications(before?: string): Promise<NotificationsPage> {
  return dataOf(
    before === undefined
      ? api.GET('/api/notifications')
      : api.GET('/api/notifications', { params: { query: { before, limit: notificationsPageSize } } }),
  );
}

/** `POST /api/notifications/read`: some, or all, read; answers the unread count left. */
export function markNotificationsRead(body: MarkNotificationsReadBody): Promise<{ unreadCount: number }> {
  return dataOf(api.POST('/api/notifications/read', { body }));
}
