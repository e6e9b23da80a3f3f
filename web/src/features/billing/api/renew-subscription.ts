import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import type { PaymentMethodInput } from '../lib/payment-method';
import { type BillingResponse, billingKey } from './get-billing';

export interface RenewSubscriptionArgs {
  /** A new payment method to pay with (and keep); the saved one when missing. */
  paymentMethod?: PaymentMethodInput;
  idempotencyKey: string;
}

/** POST /api/auth/renew-subscription: pays a past-due or lapsed subscription now. 402 when declined. */
export function renewSubscription({ paymentMethod, idempotencyKey }: RenewSubscriptionArgs): Promise<BillingResponse> {
  return dataOf(
    api.POST('/api/auth/renew-subscription', {
      body: paymentMethod ? { paymentMethod } : {},
      params: { header: { 'idempotency-key': idempotencyKey } },
    }),
  );
}

export function useRenewSubscription() {
  return useSWRMutation(billingKey, (_key: string, { arg }: { arg: RenewSubscriptionArgs }) => renewSubscription(arg), {
    populateCache: true,
    revalidate: false,
  });
}
