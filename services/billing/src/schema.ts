import {
  packageIds,
  paymentMethodTypes,
  subscriptionStatuses,
  transactionKinds,
  transactionStatuses,
} from '@localpros/contracts';
import { eventTables } from '@localpros/kit/db-schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const billingSchema = pgSchema('billing');

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

/**
 * A discount an admin offers on subscriptions (billing applies it when a business subscribes).
 * The code is what a business types: unique whatever its case.
 */
export const promoCodes = billingSchema.table(
  'promo_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    percentage: integer('percentage').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_name_unique').on(sql`lower(${t.name})`),
    check('promo_codes_percentage_range', sql`${t.percentage} between 1 and 100`),
    check('promo_codes_name_length', sql`char_length(${t.name}) between 1 and 10`),
  ],
);

/** Who billing bills: the business's details for receipts, from identity's events. */
export const accounts = billingSchema.table('accounts', {
  businessId: uuid('business_id').primaryKey(),
  businessName: text('business_name').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  email: text('email').notNull().default(''),
  location: text('location').notNull().default(''),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A stored payment method: the provider's token and what may be shown back. Never a full card or
 * account number: the adapters only hand back these fields.
 */
export const paymentMethods = billingSchema.table(
  'payment_methods',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    businessId: uuid('business_id').notNull(),
    type: text('type', { enum: paymentMethodTypes }).notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    bankName: text('bank_name'),
    accountHolder: text('account_holder'),
    sortCode: text('sort_code'),
    accountNumberEnding: text('account_number_ending'),
    mandateReference: text('mandate_reference'),
    mandateStatus: text('mandate_status', { enum: ['pending_submission', 'active', 'cancelled', 'failed'] }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_business').on(t.businessId)],
);

/** One subscription per business (its current one; a new package or a restart updates the same row). */
export const subscriptions = billingSchema.table(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    businessId: uuid('business_id').notNull(),
    packageId: text('package_id', { enum: packageIds }).notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    /** The monthly price now charged (the package's, VAT included). */
    amountPence: integer('amount_pence').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the renewal. */
    pendingPackageId: text('pending_package_id', { enum: packageIds }),
    graceEndsAt: at('grace_ends_at'),
    nextRetryAt: at('next_retry_at'),
    /** Declined retries since the first decline of this period. */
    retryCount: integer('retry_count').notNull().default(0),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_business_unique').on(t.businessId),
    // The renewal pass finds due work by these.
    index('subscriptions_due').on(t.status, t.currentPeriodEnd),
    index('subscriptions_retry').on(t.status, t.nextRetryAt),
    check('subscriptions_amount', sql`${t.amountPence} >= 0`),
    check('subscriptions_period', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/** Receipt numbers: LP-R-000001, in the order charges were made. */
export const receiptNumbers = billingSchema.sequence('receipt_numbers');

/**
 * The ledger: every charge asked of a provider (and every £0 first month), in pence. A row is
 * written before the provider is asked, under the business's idempotency key, so the same key
 * never reaches the provider twice.
 */
export const transactions = billingSchema.table(
  'transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    receiptNumber: text('receipt_number')
      .notNull()
      .default(sql`'LP-R-' || lpad(nextval('billing.receipt_numbers')::text, 6, '0')`),
    businessId: uuid('business_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    kind: text('kind', { enum: transactionKinds }).notNull(),
    packageId: text('package_id', { enum: packageIds }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    promoCode: text('promo_code'),
    status: text('status', { enum: transactionStatuses }).notNull(),
    failureReason: text('failure_reason'),
    failureMessage: text('failure_message'),
    providerPaymentId: text('provider_payment_id'),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    attempt: integer('attempt').notNull().default(1),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('transactions_idempotency').on(t.businessId, t.idempotencyKey),
    uniqueIndex('transactions_receipt_number').on(t.receiptNumber),
    index('transactions_business').on(t.businessId, t.createdAt),
    index('transactions_pending').on(t.status),
    check('transactions_amounts', sql`${t.amountPence} >= 0 and ${t.vatPence} >= 0 and ${t.discountPence} >= 0`),
  ],
);

/** A promo code used by a business: once per business per code. */
export const promoRedemptions = billingSchema.table(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_redemptions_once').on(t.promoCodeId, t.businessId)],
);

export const { outbox, inbox } = eventTables(billingSchema);

/**
 * Each payment provider's webhook event, kept once by its own id: providers deliver at least once,
 * so a replay finds its row and changes nothing.
 */
export const providerEvents = billingSchema.table(
  'provider_events',
  {
    provider: text('provider', { enum: ['square', 'gocardless'] }).notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_events_once').on(t.provider, t.eventId)],
);
