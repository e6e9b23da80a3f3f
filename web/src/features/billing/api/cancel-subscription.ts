import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import { type BillingResponse, billingKey } from './get-billing';

/** POST /api/subscription/cancel: ends the subscription at the end of the paid period. */
export function cancelSubscription(): Promise<BillingResponse> {
  return dataOf(api.POST('/api/subscription/cancel'));
}

export function useCancelSubscription() {
  return useSWRMutation(billingKey, () => cancelSubscription(), { populateCache: true, revalidate: false });
}
