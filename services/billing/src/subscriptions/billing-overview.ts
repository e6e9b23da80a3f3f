import { billingPackages, type billingRpc } from '@localpros/contracts';
import type { Db, Tx } from '@localpros/kit';
import { desc, eq } from 'drizzle-orm';
import type { PaymentMethodRow, SubscriptionRow, TransactionRow } from '../charges/charge.js';
import { paymentMethods, subscriptions, transactions } from '../schema.js';

const iso = (date: Date | null) => (date ? date.toISOString() : '');

export function toPaymentMethodMessage(row: PaymentMethodRow): billingRpc.PaymentMethod {
  return {
    type: row.type,
    brand: row.brand ?? '',
    last4: row.last4 ?? '',
    expMonth: row.expMonth ?? 0,
    expYear: row.expYear ?? 0,
    bankName: row.bankName ?? '',
    accountNumberEnding: row.accountNumberEnding ?? '',
    accountHolder: row.accountHolder ?? '',
    mandateReference: row.mandateReference ?? '',
    mandateStatus: row.mandateStatus ?? '',
  };
}

export function toSubscriptionMessage(row: SubscriptionRow): billingRpc.Subscription {
  return {
    id: row.id,
    packageId: row.packageId,
    packageName: billingPackages[row.packageId].name,
    status: row.status,
    amountPence: row.amountPence,
    billingPeriod: 'Monthly',
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPackageId: row.pendingPackageId ?? '',
    graceEndsAt: iso(row.graceEndsAt),
    nextRetryAt: iso(row.nextRetryAt),
    createdAt: iso(row.createdAt),
  };
}

export function toTransactionMessage(
  row: TransactionRow,
  method: PaymentMethodRow | undefined,
): billingRpc.Transaction {
  return {
    id: row.id,
    receiptNumber: row.receiptNumber,
    kind: row.kind,
    packageId: row.packageId,
    amountPence: row.amountPence,
    vatPence: row.vatPence,
    discountPence: row.discountPence,
    promoCode: row.promoCode ?? '',
    status: row.status,
    failureReason: row.failureReason ?? '',
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    createdAt: iso(row.createdAt),
    paymentMethod: method ? toPaymentMethodMessage(method) : undefined,
  };
}

/** A business's subscription, its current payment method and its transactions, newest first. */
export async function loadOverview(db: Db | Tx, businessId: string): Promise<billingRpc.BillingOverview> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
  const methods = await db.select().from(paymentMethods).where(eq(paymentMethods.businessId, businessId));
  const byId = new Map(methods.map((m) => [m.id, m]));
  const rows = await db
    .select()
    .from(transactions)
    .where(eq(transactions.businessId, businessId))
    .orderBy(desc(transactions.createdAt), desc(transactions.receiptNumber))
    .limit(200);
  const current = subscription?.paymentMethodId ? byId.get(subscription.paymentMethodId) : undefined;
  return {
    subscription: subscription ? toSubscriptionMessage(subscription) : undefined,
    paymentMethod: current ? toPaymentMethodMessage(current) : undefined,
    transactions: rows.map((row) =>
      toTransactionMessage(row, row.paymentMethodId ? byId.get(row.paymentMethodId) : undefined),
    ),
  };
}
