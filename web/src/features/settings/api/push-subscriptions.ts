import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** GET /api/push/public-key: the VAPID public key browsers subscribe with. */
export async function getPushPublicKey(): Promise<string> {
  return (await dataOf(api.GET('/api/push/public-key'))).publicKey;
}

/** POST /api/push-subscriptions: this browser's PushSubscription, as toJSON() gives it. */
export function savePushSubscription(subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}): Promise<ApiAnswer<'/api/push-subscriptions', 'post'>> {
  return dataOf(api.POST('/api/push-subscriptions', { body: subscription }));
}

/** DELETE /api/push-subscriptions: this browser takes no more alerts. */
export function removePushSubscription(endpoint: string): Promise<ApiAnswer<'/api/push-subscriptions', 'delete'>> {
  return dataOf(api.DELETE('/api/push-subscriptions', { body: { endpoint } }));
}
