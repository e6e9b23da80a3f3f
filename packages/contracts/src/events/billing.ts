import { z } from 'zod';
import { packageIds, paymentMethodTypes, subscriptionStatuses, transactionKinds } from '../billing.js';
import { defineEvent } from './envelope.js';

const at = z.iso.datetime({ offset: true });

/**
 * Every subscription event carries the subscription as it now is, so a consumer (matching's
 * read model, admin's businesses table) upserts one row and ignores a snapshot older than the
 * one it holds (`changedAt`).
 */
const subscriptionSnapshot = z.object({
  subscriptionId: z.uuid(),
  businessId: z.uuid(),
  packageId: z.enum(packageIds),
  status: z.enum(subscriptionStatuses),
  /** End of the paid period (the next renewal). */
  currentPeriodEnd: at,
  /** True when the business cancelled: it ends at currentPeriodEnd unless resumed. */
  cancelAtPeriodEnd: z.boolean(),
  changedAt: at,
});

/** A subscription became active: first payment, a renewal after past_due/lapsed, or a resume after cancelled. */
export const SubscriptionActivated = defineEvent('SubscriptionActivated', 1, subscriptionSnapshot);
/** The package changed (an upgrade at once, a downgrade at the renewal), or a cancellation was scheduled or undone. */
export const SubscriptionChanged = defineEvent('SubscriptionChanged', 1, subscriptionSnapshot);
/** A renewal was declined: leads continue until the grace period ends. */
export const SubscriptionPastDue = defineEvent(
  'SubscriptionPastDue',
  1,
  subscriptionSnapshot.extend({ graceEndsAt: at, nextRetryAt: at.nullable() }),
);
/** The grace period ended unpaid: no more leads. */
export const SubscriptionLapsed = defineEvent('SubscriptionLapsed', 1, subscriptionSnapshot);
/** A cancelled subscription reached the end of its paid period: no more leads. */
export const SubscriptionCancelled = defineEvent('SubscriptionCancelled', 1, subscriptionSnapshot);

const paymentMethodSummary = z.object({
  type: z.enum(paymentMethodTypes),
  /** Card: brand and last 4 digits. Direct Debit: the bank's name and the account's last 2 digits. */
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumberEnding: z.string().nullable(),
});

/** A charge settled: notifications e-mails the receipt. Amounts in pence, VAT included in amountPence. */
export const PaymentSucceeded = defineEvent(
  'PaymentSucceeded',
  1,
  z.object({
    transactionId: z.uuid(),
    receiptNumber: z.string(),
    subscriptionId: z.uuid(),
    businessId: z.uuid(),
    packageId: z.enum(packageIds),
    kind: z.enum(transactionKinds),
    /** Charged, VAT included. */
    amountPence: z.number().int().nonnegative(),
    vatPence: z.number().int().nonnegative(),
    /** Promo discount taken off the list price (0 without a code). */
    discountPence: z.number().int().nonnegative(),
    promoCode: z.string().nullable(),
    periodStart: at,
    periodEnd: at,
    paymentMethod: paymentMethodSummary,
    paidAt: at,
  }),
);

/** A charge was declined or a Direct Debit payment failed: notifications e-mails the business. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  1,
  z.object({
    transactionId: z.uuid(),
    subscriptionId: z.uuid(),
    businessId: z.uuid(),
    packageId: z.enum(packageIds),
    kind: z.enum(transactionKinds),
    amountPence: z.number().int().nonnegative(),
    /** A short reason without card data: 'card_declined', 'insufficient_funds', 'mandate_cancelled'… */
    reason: z.string(),
    nextRetryAt: at.nullable(),
    graceEndsAt: at.nullable(),
    failedAt: at,
  }),
);
