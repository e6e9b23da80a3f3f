import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

/** POST /api/square/billing keeps the spec's shape: data.subscription.subscription and data.transactions. */
export type BillingResponse = ApiAnswer<'/api/square/billing', 'post'>;

type BillingAccount = BillingResponse['data']['subscription'];

/** Amounts in pounds and in pence; dates ISO. */
export type Subscription = NonNullable<BillingAccount['subscription']>;
export type Card = NonNullable<BillingAccount['card']>;
export type BankAccount = NonNullable<BillingAccount['bank_account']>;
export type Transaction = BillingResponse['data']['transactions'][number];

export type PackageId = Subscription['package_id'];
export type SubscriptionStatus = Subscription['status'];
export type TransactionStatus = Transaction['status'];

/** The SWR key; every billing change answers this same shape, which replaces the cached one. */
export const billingKey = '/square/billing';

/** POST /api/square/billing: the business's subscription, payment method and transactions (newest first). */
export function getBilling(): Promise<BillingResponse> {
  return dataOf(api.POST('/api/square/billing'));
}

export function useBilling(options: SWRConfiguration<BillingResponse> = {}) {
  return useSWR(billingKey, getBilling, { revalidateOnFocus: false, shouldRetryOnError: false, ...options });
}
