import type { BillingResponse, Subscription, Transaction } from '../../api/get-billing';

/** A Premium subscription renewing on 1 Jan 2027, paid by Visa. Test data only. */
export function premiumSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    package_id: 'premium',
    package_type: 'Premium',
    status: 'ACTIVE',
    amount: 195,
    amount_pence: 19500,
    billing_period: 'Monthly',
    billing_next_date: '2027-01-01T12:00:00.000Z',
    current_period_start: '2026-12-01T12:00:00.000Z',
    cancel_at_period_end: false,
    pending_package_id: null,
    grace_ends_at: null,
    next_retry_at: null,
    created_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    transaction_id: 'tx-1',
    receipt_number: 'LP-000001',
    created_at: '2026-12-01T12:00:00.000Z',
    kind: 'renewal',
    package_id: 'premium',
    amount: 195,
    amount_pence: 19500,
    vat_pence: 3250,
    discount_pence: 0,
    promo_code: null,
    status: 'COMPLETED',
    failure_reason: null,
    period_start: '2026-12-01T12:00:00.000Z',
    period_end: '2027-01-01T12:00:00.000Z',
    payment_method: 'card',
    receipt_url: '/api/subscription/transactions/tx-1/receipt',
    ...overrides,
  };
}

export function billing(
  subscription: Subscription | null = premiumSubscription(),
  transactions: Transaction[] = [transaction()],
  method: Pick<BillingResponse['data']['subscription'], 'card' | 'bank_account'> = {
    card: { brand: 'Visa', last_4: '4242', exp_month: 4, exp_year: 2030 },
    bank_account: null,
  },
): BillingResponse {
  return { success: true, data: { subscription: { subscription, ...method }, transactions } };
}

export const billingUrl = '/api/square/billing';

/** A v4 UUID, as the Idempotency-Key header must be. */
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key headers sent to one endpoint, in order. */
export function idempotencyKeys(fetchMock: { mock: { calls: unknown[][] } }, url: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === url)
    .map(
      ([, init]) =>
        ((init as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    );
}
