import { randomUUID } from 'node:crypto';
import { referenceIds } from '@localpros/contracts';
import { gocardlessTestBankAccounts, squareTestCards, tokenizeTestCard } from '@localpros/payment-stand-ins';
import { expect } from 'vitest';
import { type AccountsTarget, accountsClient } from '../accounts/accounts-client.js';

export type Body = { message?: string; error?: string; errors?: { path: string; message: string }[] };
export type Session = { token: string; user: { id: string; email: string } };

export interface Subscription {
  id: string;
  package_id: 'standard' | 'premium';
  package_type: string;
  status: string;
  amount: number;
  amount_pence: number;
  billing_period: string;
  billing_next_date: string;
  current_period_start: string;
  cancel_at_period_end: boolean;
  pending_package_id: string | null;
  grace_ends_at: string | null;
  next_retry_at: string | null;
  created_at: string;
}
export interface Transaction {
  transaction_id: string;
  receipt_number: string;
  kind: string;
  package_id: string;
  amount: number;
  amount_pence: number;
  vat_pence: number;
  discount_pence: number;
  promo_code: string | null;
  status: string;
  failure_reason: string | null;
  payment_method: string;
  receipt_url: string | null;
}
export interface BillingData {
  subscription: {
    subscription: Subscription | null;
    card: { brand: string; last_4: string; exp_month: number; exp_year: number } | null;
    bank_account: { bank_name: string; account_number_ending: string; account_holder: string } | null;
  };
  transactions: Transaction[];
}
export type BillingAnswer = { success: true; data: BillingData } & Body;

const CLEANING = referenceIds.workCategory('Cleaning');
const DOMESTIC_CLEANING = referenceIds.workService('Cleaning', 'Domestic cleaning');

/**
 * A card as the API takes it: the one-time token Square's Web Payments SDK gives. By default
 * Square's documented sandbox nonce (a Visa ending 1111, expiring in three years), which the
 * stand-in honours like Square's sandbox; the client's cardOf tokenises any other test card.
 */
export const card = (sourceId = 'cnon:card-nonce-ok') => ({
  type: 'card' as const,
  sourceId,
  verificationToken: null,
  cardholderName: 'Bea Brush',
  postcode: 'SW4 7AA',
});
/** Square's documented sandbox nonce of a card declined when it is saved. */
export const declinedCard = () => card('cnon:card-nonce-declined');
/** The Square stand-in's test cards (packages/payment-stand-ins, README). */
export const cards = {
  mastercard: squareTestCards.mastercard.number,
  insufficientFunds: squareTestCards.insufficientFunds.number,
};
export const bankAccounts = {
  succeeds: { sortCode: '08-99-99', accountNumber: '66374958' },
  mandateRefused: { sortCode: '10-79-99', accountNumber: '88837491' },
  insufficientFunds: {
    sortCode: gocardlessTestBankAccounts.insufficientFunds.sortCode,
    accountNumber: gocardlessTestBankAccounts.insufficientFunds.accountNumber,
  },
  failsModulus: { sortCode: '08-99-99', accountNumber: '66374959' },
};
export const directDebit = (account = bankAccounts.succeeds) => ({
  type: 'direct_debit' as const,
  accountHolder: 'Bea Brush',
  ...account,
  mandateConfirmed: true,
});

/** The billing calls a business makes, on top of the accounts client. */
export function billingClient(target: () => AccountsTarget) {
  const client = accountsClient(target);
  const { call } = client;

  /** A business of its own, verified and signed in, and not subscribed. */
  async function unsubscribedBusiness(name = `Billing Brooms ${randomUUID().slice(0, 4)}`): Promise<Session> {
    const { token, user } = await client.verifiedBusiness(
      { businessName: name, workCategoryId: CLEANING, serviceIds: [DOMESTIC_CLEANING], location: 'SW' },
      { subscribe: false },
    );
    return { token, user };
  }

  /**
   * A test card tokenised by the Square stand-in the marketplace's card form loads (its SDK's
   * origin, from GET /api/subscription/card-form), as a browser's card form would.
   */
  async function cardOf(number: string) {
    const form = await call<{ data: { sdkUrl: string } }>('GET', '/subscription/card-form');
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const standIn = new URL(form.body.data.sdkUrl).origin;
    const nonce = await tokenizeTestCard(standIn, {
      number,
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      postcode: 'SW4 7AA',
    });
    return card(nonce);
  }

  const withKey = (token: string, key: string = randomUUID()) => ({
    token,
    headers: { 'idempotency-key': key },
  });

  const subscribeRaw = (token: string, body: unknown, key?: string) =>
    call<BillingAnswer>('POST', '/subscription', { body, ...withKey(token, key) });

  /** Subscribes and expects it to work: the billing data it answers. */
  async function subscribed(
    session: Session,
    packageId: 'standard' | 'premium' = 'standard',
    paymentMethod: unknown = card(),
  ): Promise<BillingData> {
    const answer = await subscribeRaw(session.token, { packageId, paymentMethod });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  }

  async function billingOf(token: string): Promise<BillingData> {
    const answer = await call<BillingAnswer>('POST', '/square/billing', { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  const changePackage = (token: string, packageId: string, key?: string) =>
    call<BillingAnswer>('PUT', '/subscription/package', { body: { packageId }, ...withKey(token, key) });

  const renew = (token: string, body?: unknown, key?: string) =>
    call<BillingAnswer>('POST', '/auth/renew-subscription', { body, ...withKey(token, key) });

  return {
    ...client,
    cardOf,
    unsubscribedBusiness,
    withKey,
    subscribeRaw,
    subscribed,
    billingOf,
    changePackage,
    renew,
  };
}
