import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useLiveEvent } from '@/shared/live/live-events';
import { getNotifications, markNotificationsRead, notificationsKey, notificationsPageSize } from './notifications-api';
import {
  firstPage,
  type NotificationsView,
  withAllRead,
  withLiveNotification,
  withOlderPage,
  withRead,
  withUnreadCount,
} from './notifications-cache';

const loadFirstPage = async (): Promise<NotificationsView> =>
  firstPage(await getNotifications(), notificationsPageSize);

/**
 * The bell's notifications: the latest page, kept up to date by the live stream (each event once),
 * with mark one or all as read (shown at once, then the server's count) and older pages on demand.
 */
export function useNotifications() {
  const swr = useSWR(notificationsKey, loadFirstPage, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { data, mutate } = swr;
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  useLiveEvent((notification) => {
    // Not loaded yet: the page being loaded has it, or a fresh load will.
    if (!data) {
      void mutate();
      return;
    }
    void mutate((view) => (view ? withLiveNotification(view, notification) : view), { revalidate: false });
  });

  const settle = useCallback(
    async (change: (view: NotificationsView) => NotificationsView, send: () => Promise<{ unreadCount: number }>) => {
      await mutate((view) => (view ? change(view) : view), { revalidate: false });
      try {
        const { unreadCount } = await send();
        await mutate((view) => (view ? withUnreadCount(view, unreadCount) : view), { revalidate: false });
      } catch (error) {
        // Back to what the server holds.
        void mutate();
        throw error;
      }
    },
    [mutate],
  );

  const markRead = useCallback(
    (id: string) =>
      settle(
        (view) => withRead(view, [id]),
        () => markNotificationsRead({ ids: [id] }),
      ),
    [settle],
  );

  const markAllRead = useCallback(() => settle(withAllRead, () => markNotificationsRead({ all: true })), [settle]);

  const loadOlder = useCallback(async () => {
    const last = data?.notifications.at(-1);
    if (!last) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await getNotifications(last.id);
      await mutate((view) => (view ? withOlderPage(view, page, notificationsPageSize) : view), { revalidate: false });
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [data, mutate]);

  return { ...swr, markRead, markAllRead, loadOlder, loadingOlder, olderFailed };
}
