import useSWRMutation from 'swr/mutation';
import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { notificationSettingsKey } from './get-notification-settings';

type SavedSettings = ApiAnswer<'/api/notifications/settings', 'put'>;

/** PUT /api/notifications/settings: answers the saved settings. */
export function saveNotificationSettings(
  settings: ApiBody<'/api/notifications/settings', 'put'>,
): Promise<SavedSettings> {
  return dataOf(api.PUT('/api/notifications/settings', { body: settings }));
}

/** Saves and puts the answer in the cache of useNotificationSettings. */
export function useSaveNotificationSettings() {
  return useSWRMutation(
    notificationSettingsKey,
    (_key: string, { arg }: { arg: ApiBody<'/api/notifications/settings', 'put'> }) => saveNotificationSettings(arg),
    { populateCache: true, revalidate: false },
  );
}
