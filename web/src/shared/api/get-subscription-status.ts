import useSWR from 'swr';
import { apiGet } from './api-client';

/** GET /api/subscription (docs/api/billing.md): what the subscription guards read. */
export interface SubscriptionStatus {
  /** True for ACTIVE and PAST_DUE: the statuses that get leads. */
  subscribed: boolean;
  subscription: { status: string; package_id: string } | null;
}

export const subscriptionStatusKey = '/subscription';

export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  const answer = await apiGet<{ success: boolean; data: SubscriptionStatus }>(subscriptionStatusKey);
  return answer.data;
}

/** The business's subscription status; only asked when `enabled` (businesses). */
export function useSubscriptionStatus(enabled: boolean) {
  return useSWR(enabled ? subscriptionStatusKey : null, getSubscriptionStatus, { revalidateOnFocus: false });
}
