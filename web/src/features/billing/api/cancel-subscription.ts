import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import { type BillingResponse, billingKey } from './get-billing';

/** POST /api/subscription/cancel: ends the subscription at the end of the paid period. */
export function cancelSubscription(): Promise<BillingResponse> {
  return apiRequest<BillingResponse>('/subscription/cancel', { method: 'POST' });
}

export function useCancelSubscription() {
  return useSWRMutation(billingKey, () => cancelSubscription(), { populateCache: true, revalidate: false });
}
