import { type PackageId, PaymentSucceeded, type TransactionKind } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { vatOf } from '../domain/vat.js';
import type { Decline, PaymentProviders, SavedPaymentMethod } from '../payments/payment-provider.js';
import { type paymentMethods, type subscriptions, transactions } from '../schema.js';

export type TransactionRow = typeof transactions.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface ChargeInput {
  businessId: string;
  subscriptionId: string;
  kind: TransactionKind;
  packageId: PackageId;
  amountPence: number;
  discountPence?: number;
  promoCode?: string | null;
  periodStart: Date;
  periodEnd: Date;
  method: PaymentMethodRow;
  /** The client's key (subscribe, upgrade, renew) or a key derived from the period (renewal pass). */
  idempotencyKey: string;
  attempt?: number;
  now: Date;
}

export type ChargeResult =
  | { outcome: 'completed' | 'pending'; transaction: TransactionRow; replayed: boolean }
  | {
      outcome: 'declined';
      transaction: TransactionRow;
      decline: Pick<Decline, 'reason' | 'message' | 'retryable'>;
      replayed: boolean;
    };

/** The stored method as the provider port knows it. */
export function savedMethodOf(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    type: row.type,
    providerToken: row.providerToken,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    sortCode: row.sortCode,
    accountNumberEnding: row.accountNumberEnding,
    mandateReference: row.mandateReference,
    mandateStatus: row.mandateStatus,
  };
}

const statement = (input: ChargeInput) =>
  `LocalPros ${input.packageId === 'premium' ? 'Premium' : 'Standard'}, ${input.periodStart.toISOString().slice(0, 10)} to ${input.periodEnd.toISOString().slice(0, 10)}`;

/** What a stored transaction said, for a repeated request with the same key. */
function outcomeOf(transaction: TransactionRow, replayed: boolean): ChargeResult {
  if (transaction.status === 'FAILED') {
    return {
      outcome: 'declined',
      transaction,
      replayed,
      decline: {
        reason: transaction.failureReason ?? 'declined',
        message: transaction.failureMessage ?? 'Your payment was declined',
        retryable: false,
      },
    };
  }
  return { outcome: transaction.status === 'COMPLETED' ? 'completed' : 'pending', transaction, replayed };
}

/**
 * Charges once per (business, idempotency key), in the caller's transaction — which holds the
 * business's billing lock (see withBusinessLock), so requests with the same key queue and the later
 * ones find the first one's row and answer its outcome without asking the provider again.
 * The provider is asked with the same key, so even a crash between its answer and our commit is
 * answered by the provider from its own record (as Square and GoCardless do), not charged again.
 * A £0 charge (a 100 % promo month) completes without the provider.
 * Records PaymentSucceeded for a completed charge; the caller records PaymentFailed (it knows the
 * retry schedule) and moves the subscription.
 */
export async function charge(
  tx: Tx,
  events: EventRecorder,
  providers: PaymentProviders,
  input: ChargeInput,
): Promise<ChargeResult> {
  const [existing] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, input.businessId), eq(transactions.idempotencyKey, input.idempotencyKey)));
  if (existing) return outcomeOf(existing, true);

  const attempt = input.attempt ?? 1;
  const free = input.amountPence === 0;
  const answer = free
    ? ({ status: 'completed', providerPaymentId: null } as const)
    : await providers[input.method.type].charge({
        idempotencyKey: input.idempotencyKey,
        amountPence: input.amountPence,
        method: savedMethodOf(input.method),
        description: statement(input),
        attempt,
        now: input.now,
      });
  const declined = answer.status === 'declined';
  const [transaction] = await tx
    .insert(transactions)
    .values({
      businessId: input.businessId,
      subscriptionId: input.subscriptionId,
      kind: input.kind,
      packageId: input.packageId,
      amountPence: input.amountPence,
      vatPence: vatOf(input.amountPence),
      discountPence: input.discountPence ?? 0,
      promoCode: input.promoCode ?? null,
      status: declined ? 'FAILED' : answer.status === 'completed' ? 'COMPLETED' : 'PENDING',
      failureReason: declined ? answer.reason : null,
      failureMessage: declined ? answer.message : null,
      providerPaymentId: declined ? null : answer.providerPaymentId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      attempt,
      paymentMethodId: input.method.id,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.now,
      settledAt: answer.status === 'completed' ? input.now : null,
    })
    .returning();
  if (!transaction) throw new Error('transaction insert returned no row');
  if (declined) {
    return { outcome: 'declined', transaction, replayed: false, decline: answer };
  }
  if (transaction.status === 'COMPLETED') await recordPaymentSucceeded(events, transaction, input.method, input.now);
  return { outcome: transaction.status === 'COMPLETED' ? 'completed' : 'pending', transaction, replayed: false };
}

/** A settled charge, for notifications' receipt (and the admin's revenue). */
export async function recordPaymentSucceeded(
  events: EventRecorder,
  transaction: TransactionRow,
  method: PaymentMethodRow,
  paidAt: Date,
): Promise<void> {
  await events.record(PaymentSucceeded, {
    transactionId: transaction.id,
    receiptNumber: transaction.receiptNumber,
    subscriptionId: transaction.subscriptionId,
    businessId: transaction.businessId,
    packageId: transaction.packageId,
    kind: transaction.kind,
    amountPence: transaction.amountPence,
    vatPence: transaction.vatPence,
    discountPence: transaction.discountPence,
    promoCode: transaction.promoCode,
    periodStart: transaction.periodStart.toISOString(),
    periodEnd: transaction.periodEnd.toISOString(),
    paymentMethod: {
      type: method.type,
      brand: method.brand,
      last4: method.last4,
      bankName: method.bankName,
      accountNumberEnding: method.accountNumberEnding,
    },
    paidAt: paidAt.toISOString(),
  });
}
