import useSWRMutation from 'swr/mutation';
import { api, dataOf } from '@/shared/api/typed-client';
import type { PaymentMethodInput } from '../lib/payment-method';
import { type BillingResponse, billingKey } from './get-billing';

/**
 * PUT /api/subscription/payment-method: replaces the card or Direct Debit used for renewals.
 * 402 when the card fails its £0 check or the bank refuses the mandate.
 */
export function updatePaymentMethod(paymentMethod: PaymentMethodInput): Promise<BillingResponse> {
  return dataOf(api.PUT('/api/subscription/payment-method', { body: { paymentMethod } }));
}

export function useUpdatePaymentMethod() {
  return useSWRMutation(billingKey, (_key: string, { arg }: { arg: PaymentMethodInput }) => updatePaymentMethod(arg), {
    populateCache: true,
    revalidate: false,
  });
}
