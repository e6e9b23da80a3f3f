import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type NotificationSettings, notificationSettingsKey } from './get-notification-settings';

/** PUT /api/notifications/settings: answers the saved settings. */
export function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>(notificationSettingsKey, { method: 'PUT', body: settings });
}

/** Saves and puts the answer in the cache of useNotificationSettings. */
export function useSaveNotificationSettings() {
  return useSWRMutation(
    notificationSettingsKey,
    (_key: string, { arg }: { arg: NotificationSettings }) => saveNotificationSettings(arg),
    { populateCache: true, revalidate: false },
  );
}
