import useSWR, { type SWRConfiguration } from 'swr';
import { apiRequest } from '@/shared/api/api-client';

export type PackageId = 'standard' | 'premium';
export type SubscriptionStatus = 'ACTIVE' | 'INCOMPLETE' | 'PAST_DUE' | 'LAPSED' | 'CANCELLED';
export type TransactionStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'REFUNDED';

/** docs/api/billing.md, "subscription". Amounts in pounds and in pence; dates ISO. */
export interface Subscription {
  id: string;
  package_id: PackageId;
  package_type: 'Standard' | 'Premium';
  status: SubscriptionStatus;
  amount: number;
  amount_pence: number;
  billing_period: 'Monthly';
  billing_next_date: string;
  current_period_start: string;
  cancel_at_period_end: boolean;
  /** A downgrade waiting for the renewal. */
  pending_package_id: PackageId | null;
  grace_ends_at: string | null;
  next_retry_at: string | null;
  created_at: string;
}

export interface Card {
  brand: string;
  last_4: string;
  exp_month: number;
  exp_year: number;
}

export interface BankAccount {
  bank_name: string;
  account_holder: string;
  /** The last 2 digits only. */
  account_number_ending: string;
  mandate_reference: string;
  mandate_status: string;
}

export interface Transaction {
  transaction_id: string;
  receipt_number: string;
  created_at: string;
  kind: 'subscription' | 'renewal' | 'upgrade';
  package_id: PackageId;
  amount: number;
  amount_pence: number;
  vat_pence: number;
  discount_pence: number;
  promo_code: string | null;
  status: TransactionStatus;
  failure_reason: string | null;
  period_start: string;
  period_end: string;
  payment_method: 'card' | 'direct_debit';
  /** COMPLETED only. */
  receipt_url: string | null;
}

/** POST /api/square/billing keeps the spec's shape: data.subscription.subscription and data.transactions. */
export interface BillingResponse {
  success: true;
  data: {
    subscription: { subscription: Subscription | null; card: Card | null; bank_account: BankAccount | null };
    transactions: Transaction[];
  };
}

/** The SWR key; every billing change answers this same shape, which replaces the cached one. */
export const billingKey = '/square/billing';

/** POST /api/square/billing: the business's subscription, payment method and transactions (newest first). */
export function getBilling(): Promise<BillingResponse> {
  return apiRequest<BillingResponse>(billingKey, { method: 'POST' });
}

export function useBilling(options: SWRConfiguration<BillingResponse> = {}) {
  return useSWR(billingKey, getBilling, { revalidateOnFocus: false, shouldRetryOnError: false, ...options });
}
