import {
  billingPackages,
  type billingRpc,
  type PackageId,
  packageIds,
  paymentMethodTypes,
  transactionKinds,
  transactionStatuses,
} from '@localpros/contracts';
import { z } from 'zod';

/** The shapes of docs/api/billing.md: snake_case, amounts in pounds and in pence, statuses in capitals. */

export const subscriptionStatusViews = ['ACTIVE', 'INCOMPLETE', 'PAST_DUE', 'LAPSED', 'CANCELLED'] as const;
export type SubscriptionStatusView = (typeof subscriptionStatusViews)[number];

export const billingPackage = z.object({
  id: z.enum(packageIds),
  name: z.string(),
  price: z.number(),
  price_pence: z.number(),
  vat_included: z.literal(true),
  billing_period: z.literal('Monthly'),
  features: z.array(z.string()),
});

export const subscriptionView = z.object({
  id: z.string(),
  package_id: z.enum(packageIds),
  package_type: z.enum(['Standard', 'Premium']),
  status: z.enum(subscriptionStatusViews),
  amount: z.number(),
  amount_pence: z.number(),
  billing_period: z.literal('Monthly'),
  billing_next_date: z.string(),
  current_period_start: z.string(),
  cancel_at_period_end: z.boolean(),
  pending_package_id: z.enum(packageIds).nullable(),
  grace_ends_at: z.string().nullable(),
  next_retry_at: z.string().nullable(),
  created_at: z.string(),
});

export const cardView = z.object({
  brand: z.string(),
  last_4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
});

export const bankAccountView = z.object({
  bank_name: z.string(),
  account_holder: z.string(),
  account_number_ending: z.string(),
  mandate_reference: z.string(),
  mandate_status: z.string(),
});

export const transactionView = z.object({
  transaction_id: z.string(),
  receipt_number: z.string(),
  created_at: z.string(),
  kind: z.enum(transactionKinds),
  package_id: z.enum(packageIds),
  amount: z.number(),
  amount_pence: z.number(),
  vat_pence: z.number(),
  discount_pence: z.number(),
  promo_code: z.string().nullable(),
  status: z.enum(transactionStatuses),
  failure_reason: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  payment_method: z.enum(paymentMethodTypes),
  receipt_url: z.string().nullable(),
});

/** What POST /square/billing and every subscription change answer (the spec's shape). */
export const billingData = z.object({
  subscription: z.object({
    subscription: subscriptionView.nullable(),
    card: cardView.nullable(),
    bank_account: bankAccountView.nullable(),
  }),
  transactions: z.array(transactionView),
});
export type BillingData = z.infer<typeof billingData>;

export const promoPreviewView = z.object({
  code: z.string(),
  percentage: z.number(),
  price: z.number(),
  discount: z.number(),
  total: z.number(),
  price_pence: z.number(),
  discount_pence: z.number(),
  total_pence: z.number(),
});

export const bankConfirmationView = z.object({
  account_holder: z.string(),
  sort_code: z.string(),
  account_number_ending: z.string(),
  bank_name: z.string(),
  creditor_name: z.string(),
  creditor_address: z.string(),
  service_user_number: z.string(),
  guarantee_text: z.string(),
});

export const renewalRunView = z.object({
  renewed: z.number(),
  failed: z.number(),
  retried: z.number(),
  lapsed: z.number(),
  ended: z.number(),
  settled: z.number(),
});

/** `{ success: true, data }`, the envelope of every billing answer. */
export const succeeded = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** Pence to pounds as a number (9500 → 95, 1234 → 12.34): integer arithmetic stays in pence. */
export const pounds = (pence: number) => pence / 100;

const orNull = (value: string) => value || null;

const packageIdOf = (id: string): PackageId => (id === 'premium' ? 'premium' : 'standard');

/** Billing's lower-case status as the API spells it; an unknown one reads as INCOMPLETE (no leads). */
export function subscriptionStatusView(status: string): SubscriptionStatusView {
  const upper = status.toUpperCase();
  return (subscriptionStatusViews as readonly string[]).includes(upper)
    ? (upper as SubscriptionStatusView)
    : 'INCOMPLETE';
}

/** A transaction's status in capitals; an unknown one reads as PENDING (never shown as paid). */
export function transactionStatusView(status: string): z.infer<typeof transactionView>['status'] {
  const upper = status.toUpperCase();
  return (transactionStatuses as readonly string[]).includes(upper)
    ? (upper as z.infer<typeof transactionView>['status'])
    : 'PENDING';
}

export function toPackageView(found: billingRpc.Package): z.infer<typeof billingPackage> {
  return {
    id: packageIdOf(found.id),
    name: found.name,
    price: pounds(found.pricePence),
    price_pence: found.pricePence,
    vat_included: true,
    billing_period: 'Monthly',
    features: found.features,
  };
}

export function toSubscriptionView(subscription: billingRpc.Subscription): z.infer<typeof subscriptionView> {
  const packageId = packageIdOf(subscription.packageId);
  return {
    id: subscription.id,
    package_id: packageId,
    package_type: billingPackages[packageId].name as 'Standard' | 'Premium',
    status: subscriptionStatusView(subscription.status),
    amount: pounds(subscription.amountPence),
    amount_pence: subscription.amountPence,
    billing_period: 'Monthly',
    billing_next_date: subscription.currentPeriodEnd,
    current_period_start: subscription.currentPeriodStart,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    pending_package_id: subscription.pendingPackageId ? packageIdOf(subscription.pendingPackageId) : null,
    grace_ends_at: orNull(subscription.graceEndsAt),
    next_retry_at: orNull(subscription.nextRetryAt),
    created_at: subscription.createdAt,
  };
}

export const receiptUrl = (transactionId: string) =>
  `/api/subscription/transactions/${encodeURIComponent(transactionId)}/receipt`;

const methodTypeOf = (method: billingRpc.PaymentMethod | undefined) =>
  method?.type === 'direct_debit' ? ('direct_debit' as const) : ('card' as const);

export function toTransactionView(
  transaction: billingRpc.Transaction,
  fallbackMethod?: billingRpc.PaymentMethod,
): z.infer<typeof transactionView> {
  const status = transactionStatusView(transaction.status);
  const kind = (transactionKinds as readonly string[]).includes(transaction.kind)
    ? (transaction.kind as z.infer<typeof transactionView>['kind'])
    : 'subscription';
  return {
    transaction_id: transaction.id,
    receipt_number: transaction.receiptNumber,
    created_at: transaction.createdAt,
    kind,
    package_id: packageIdOf(transaction.packageId),
    amount: pounds(transaction.amountPence),
    amount_pence: transaction.amountPence,
    vat_pence: transaction.vatPence,
    discount_pence: transaction.discountPence,
    promo_code: orNull(transaction.promoCode),
    status,
    failure_reason: orNull(transaction.failureReason),
    period_start: transaction.periodStart,
    period_end: transaction.periodEnd,
    payment_method: methodTypeOf(transaction.paymentMethod ?? fallbackMethod),
    receipt_url: status === 'COMPLETED' ? receiptUrl(transaction.id) : null,
  };
}

export function toBillingData(overview: billingRpc.BillingOverview): BillingData {
  const method = overview.paymentMethod;
  const card =
    method?.type === 'card'
      ? { brand: method.brand, last_4: method.last4, exp_month: method.expMonth, exp_year: method.expYear }
      : null;
  const bankAccount =
    method?.type === 'direct_debit'
      ? {
          bank_name: method.bankName,
          account_holder: method.accountHolder,
          account_number_ending: method.accountNumberEnding,
          mandate_reference: method.mandateReference,
          mandate_status: method.mandateStatus,
        }
      : null;
  return {
    subscription: {
      subscription: overview.subscription ? toSubscriptionView(overview.subscription) : null,
      card,
      bank_account: bankAccount,
    },
    transactions: overview.transactions.map((t) => toTransactionView(t, method)),
  };
}

export function toPromoPreviewView(preview: billingRpc.PromoCodePreview): z.infer<typeof promoPreviewView> {
  return {
    code: preview.code,
    percentage: preview.percentage,
    price: pounds(preview.pricePence),
    discount: pounds(preview.discountPence),
    total: pounds(preview.totalPence),
    price_pence: preview.pricePence,
    discount_pence: preview.discountPence,
    total_pence: preview.totalPence,
  };
}

export function toBankConfirmationView(
  confirmation: billingRpc.BankAccountConfirmation,
): z.infer<typeof bankConfirmationView> {
  return {
    account_holder: confirmation.accountHolder,
    sort_code: confirmation.sortCode,
    account_number_ending: confirmation.accountNumberEnding,
    bank_name: confirmation.bankName,
    creditor_name: confirmation.creditorName,
    creditor_address: confirmation.creditorAddress,
    service_user_number: confirmation.serviceUserNumber,
    guarantee_text: confirmation.guaranteeText,
  };
}
