import { PREMIUM_HEAD_START_MINUTES_DEFAULT, RESPONSE_CAP_DEFAULT } from './rules/jobs.js';

/**
 * The packages a business subscribes to. Prices are monthly, in pence, VAT included (UK VAT 20 %):
 * what the page shows is what the card or bank is charged. The spec's two constants, 95 and 195,
 * are these prices in pounds.
 */
export const STANDARD_PACKAGE_PRICE = 95;
export const PREMIUM_PACKAGE_PRICE = 195;

/** UK standard rate. Prices include it: VAT of a gross amount is gross / 6, rounded to the penny. */
export const VAT_RATE_PERCENT = 20;

export const packageIds = ['standard', 'premium'] as const;
export type PackageId = (typeof packageIds)[number];

export interface BillingPackage {
  id: PackageId;
  name: string;
  /** Per month, VAT included. */
  pricePence: number;
  /** What the package buys, as the package pages list it. */
  features: readonly string[];
}

export const billingPackages: Readonly<Record<PackageId, BillingPackage>> = {
  standard: {
    id: 'standard',
    name: 'Standard',
    pricePence: STANDARD_PACKAGE_PRICE * 100,
    features: [
      'Leads for every job in your services within 40 km',
      'Mark interest to see the customer’s mobile number',
      'Unlimited quotes',
      `A place on each job you answer first: at most ${RESPONSE_CAP_DEFAULT} businesses respond to a job in most categories, and every lead shows how many places are taken`,
      'Reviews on your public profile',
    ],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    pricePence: PREMIUM_PACKAGE_PRICE * 100,
    features: [
      'Everything in Standard',
      'Premium jobs first: jobs LocalPros posts for new customers go to Premium businesses, and to Standard ones only when no Premium business is within 40 km',
      `New leads ${PREMIUM_HEAD_START_MINUTES_DEFAULT} minutes before Standard businesses, so you can take a place first`,
      'A Premium badge on your public profile',
    ],
  },
};

/**
 * Subscription lifecycle (billing owns it; docs/billing.md has the diagram):
 * - incomplete: created, first payment not yet made (or declined) — no leads;
 * - active: paid for the current period — leads;
 * - past_due: a renewal was declined; retried on a schedule; still leads until the grace period ends;
 * - lapsed: the grace period ended unpaid — no leads; paying again reactivates it;
 * - cancelled: ended at the end of a paid period after the business cancelled — no leads.
 */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'lapsed', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Statuses whose business receives leads. */
export const leadReceivingStatuses: readonly SubscriptionStatus[] = ['active', 'past_due'];

/**
 * Why a business whose subscription receives no leads (incomplete, lapsed, cancelled) cannot open,
 * mark or quote a lead: its open leads are withdrawn until it pays again.
 */
export const leadsPausedMessage = 'Your subscription is not active: pay for your package to see and answer leads again';

/** Days a past-due subscription keeps its leads before it lapses; retries happen on these days after the decline. */
export const RENEWAL_GRACE_DAYS = 7;
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

export const transactionStatuses = ['PENDING', 'COMPLETED', 'FAILED', 'REFUNDED'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** subscription: the first charge; renewal: a new period; upgrade: a prorated package change. */
export const transactionKinds = ['subscription', 'renewal', 'upgrade'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

export const paymentMethodTypes = ['card', 'direct_debit'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];
