import { billingPackages, SubscriptionActivated, SubscriptionChanged } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { type ChargeResult, charge, type SubscriptionRow } from '../charges/charge.js';
import type { BillingContext } from '../context.js';
import type { SubscriptionEvent } from '../domain/subscription-state.js';
import { transition } from '../domain/subscription-state.js';
import { paymentMethods, subscriptions } from '../schema.js';
import { recordSnapshot } from '../subscriptions/subscription-snapshot.js';
import { markPastDue } from './payment-failed.js';

export interface RenewalCharge {
  periodStart: Date;
  periodEnd: Date;
  idempotencyKey: string;
  attempt: number;
  now: Date;
  /** What a success does to the status: renewal_succeeded (active, past_due) or reactivated (lapsed). */
  onSuccess: Extract<SubscriptionEvent, 'renewal_succeeded' | 'reactivated'>;
}

/**
 * Charges a subscription for one period (the pending downgrade applied) and moves it: paid (or, for
 * an active subscription, a Direct Debit payment submitted) → active for that period; declined →
 * past due with its retries. A past-due or lapsed one paying by Direct Debit waits for the money.
 */
export async function renewPeriod(
  context: BillingContext,
  tx: Tx,
  events: EventRecorder,
  subscription: SubscriptionRow,
  renewal: RenewalCharge,
): Promise<ChargeResult> {
  const packageId = subscription.pendingPackageId ?? subscription.packageId;
  const price = billingPackages[packageId].pricePence;
  const [method] = subscription.paymentMethodId
    ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, subscription.paymentMethodId))
    : [];
  if (!method) throw new Error(`subscription ${subscription.id} has no payment method`);
  const result = await charge(tx, events, context.providers, {
    businessId: subscription.businessId,
    subscriptionId: subscription.id,
    kind: 'renewal',
    packageId,
    amountPence: price,
    periodStart: renewal.periodStart,
    periodEnd: renewal.periodEnd,
    method,
    idempotencyKey: renewal.idempotencyKey,
    attempt: renewal.attempt,
    now: renewal.now,
  });
  if (result.replayed) return result;
  if (result.outcome === 'declined') {
    await markPastDue(tx, events, subscription, result.transaction, result.decline, renewal.now);
    return result;
  }
  if (result.outcome === 'pending' && subscription.status !== 'active') {
    // Paying again by Direct Debit after a failure: nothing changes until the bank confirms the
    // payment (activate-when-paid.ts), and no retry charges meanwhile.
    await tx
      .update(subscriptions)
      .set({ nextRetryAt: null, updatedAt: renewal.now })
      .where(eq(subscriptions.id, subscription.id));
    return result;
  }
  const wasActive = subscription.status === 'active';
  const [renewed] = await tx
    .update(subscriptions)
    .set({
      status: transition(subscription.status, renewal.onSuccess),
      packageId,
      amountPence: price,
      pendingPackageId: null,
      currentPeriodStart: renewal.periodStart,
      currentPeriodEnd: renewal.periodEnd,
      graceEndsAt: null,
      nextRetryAt: null,
      retryCount: 0,
      updatedAt: renewal.now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!renewed) throw new Error('subscription vanished while renewing');
  // Back from past due or lapsed: activated; else a new period (and perhaps the downgrade): changed.
  await recordSnapshot(events, wasActive ? SubscriptionChanged : SubscriptionActivated, renewed, renewal.now);
  return result;
}
