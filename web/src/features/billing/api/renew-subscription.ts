import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/shared/api/api-client';
import type { PaymentMethodInput } from '../lib/payment-method';
import { type BillingResponse, billingKey } from './get-billing';

export interface RenewSubscriptionArgs {
  /** A new payment method to pay with (and keep); the saved one when missing. */
  paymentMethod?: PaymentMethodInput;
  idempotencyKey: string;
}

/** POST /api/auth/renew-subscription: pays a past-due or lapsed subscription now. 402 when declined. */
export function renewSubscription({ paymentMethod, idempotencyKey }: RenewSubscriptionArgs): Promise<BillingResponse> {
  return apiRequest<BillingResponse>('/auth/renew-subscription', {
    method: 'POST',
    body: paymentMethod ? { paymentMethod } : {},
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRenewSubscription() {
  return useSWRMutation(billingKey, (_key: string, { arg }: { arg: RenewSubscriptionArgs }) => renewSubscription(arg), {
    populateCache: true,
    revalidate: false,
  });
}
