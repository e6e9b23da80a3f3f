import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from './typed-client';

/** GET /api/subscription: what the subscription guards read (subscribed: ACTIVE or PAST_DUE, the statuses that get leads). */
export type SubscriptionStatus = ApiAnswer<'/api/subscription', 'get'>['data'];

export const subscriptionStatusKey = '/subscription';

export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  return (await dataOf(api.GET('/api/subscription'))).data;
}

/** The business's subscription status; only asked when `enabled` (businesses). */
export function useSubscriptionStatus(enabled: boolean) {
  return useSWR(enabled ? subscriptionStatusKey : null, getSubscriptionStatus, { revalidateOnFocus: false });
}
