import useSWR, { type SWRConfiguration } from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface NotificationSettings {
  notificationChannels: { email: boolean; sms: boolean };
  notifiableEvents: {
    messages: boolean;
    newsletters: boolean;
    specialOffers: boolean;
    recommendations: boolean;
    newJobLeads: boolean;
  };
}

export const notificationSettingsKey = '/notifications/settings';

/** GET /api/notifications/settings: the signed-in user's channels and events. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiGet<NotificationSettings>(notificationSettingsKey);
}

export function useNotificationSettings(options: SWRConfiguration<NotificationSettings> = {}) {
  return useSWR(notificationSettingsKey, getNotificationSettings, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...options,
  });
}
