import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type NotificationSettings = ApiAnswer<'/api/notifications/settings', 'get'>;

export const notificationSettingsKey = '/notifications/settings';

/** GET /api/notifications/settings: the signed-in user's channels and events. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return dataOf(api.GET('/api/notifications/settings'));
}

export function useNotificationSettings(options: SWRConfiguration<NotificationSettings> = {}) {
  return useSWR(notificationSettingsKey, getNotificationSettings, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...options,
  });
}
