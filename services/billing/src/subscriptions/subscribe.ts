import { billingPackages, type billingRpc, type PackageId, SubscriptionActivated } from '@localpros/contracts';
import { type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { withBusinessLock } from '../charges/business-lock.js';
import { charge } from '../charges/charge.js';
import { paymentRefused, savePaymentMethod } from '../charges/save-payment-method.js';
import type { BillingContext } from '../context.js';
import { addMonth } from '../domain/billing-period.js';
import { transition } from '../domain/subscription-state.js';
import { recordPaymentFailed } from '../renewals/payment-failed.js';
import { promoRedemptions, subscriptions, transactions } from '../schema.js';
import { loadOverview } from './billing-overview.js';
import { businessId, idempotencyKey, packageId, promoCode } from './billing-requests.js';
import { receivesLeads } from './packages.js';
import { paymentInFlight, paymentInFlightMessage } from './payment-in-flight.js';
import { applyPromo } from './promo-preview.js';
import { recordSnapshot } from './subscription-snapshot.js';

export interface SubscribeInput {
  businessId: string;
  packageId: PackageId;
  promoCode: string;
  paymentMethod: billingRpc.PaymentMethodInput | undefined;
  idempotencyKey: string;
  now: Date;
}

/**
 * A first subscription (or a new one after lapsing or cancelling), in the caller's transaction
 * holding the business's lock: saves the method, charges the first month (promo applied) and
 * activates — a card at once, a Direct Debit once GoCardless has set it up. Answers the decline's message when the charge was declined (the FAILED row and the
 * incomplete subscription are kept: the caller commits, then refuses), or null.
 * A key already used answers that attempt's outcome without doing anything again.
 */
export async function subscribeInTransaction(
  context: BillingContext,
  tx: Tx,
  events: EventRecorder,
  input: SubscribeInput,
): Promise<string | null> {
  const [earlier] = await tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, input.businessId), eq(transactions.idempotencyKey, input.idempotencyKey)));
  if (earlier) return earlier.status === 'FAILED' ? (earlier.failureMessage ?? 'Your payment was declined') : null;

  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.businessId, input.businessId));
  if (current && receivesLeads(current.status)) {
    throw RpcError.failedPrecondition('You already have an active subscription');
  }
  if (current && (await paymentInFlight(tx, current.id))) throw RpcError.failedPrecondition(paymentInFlightMessage);
  const promo = input.promoCode ? await applyPromo(tx, input.businessId, input.packageId, input.promoCode) : null;
  const method = await savePaymentMethod(tx, context.providers, input.businessId, input.paymentMethod, input.now);
  const price = billingPackages[input.packageId].pricePence;
  const period = { currentPeriodStart: input.now, currentPeriodEnd: addMonth(input.now) };
  const fresh = {
    packageId: input.packageId,
    amountPence: price,
    ...period,
    cancelAtPeriodEnd: false,
    pendingPackageId: null,
    graceEndsAt: null,
    nextRetryAt: null,
    retryCount: 0,
    paymentMethodId: method.id,
    updatedAt: input.now,
  };
  const [subscription] = current
    ? await tx.update(subscriptions).set(fresh).where(eq(subscriptions.id, current.id)).returning()
    : await tx
        .insert(subscriptions)
        .values({ businessId: input.businessId, status: 'incomplete', createdAt: input.now, ...fresh })
        .returning();
  if (!subscription) throw new Error('subscription upsert returned no row');

  const result = await charge(tx, events, context.providers, {
    businessId: input.businessId,
    subscriptionId: subscription.id,
    kind: 'subscription',
    packageId: input.packageId,
    amountPence: promo ? promo.totalPence : price,
    discountPence: promo?.discountPence ?? 0,
    promoCode: promo?.code ?? null,
    periodStart: period.currentPeriodStart,
    periodEnd: period.currentPeriodEnd,
    method,
    idempotencyKey: input.idempotencyKey,
    now: input.now,
  });
  if (result.outcome === 'declined') {
    await recordPaymentFailed(events, subscription, result.transaction, result.decline, null, input.now);
    return result.decline.message;
  }
  if (promo) {
    await tx
      .insert(promoRedemptions)
      .values({ promoCodeId: promo.promoCodeId, businessId: input.businessId, transactionId: result.transaction.id });
  }
  // A Direct Debit: no leads yet. GoCardless's word that the mandate is active (or the payment
  // collected) activates it (activate-when-paid.ts).
  if (result.outcome === 'pending') return null;
  const event = subscription.status === 'incomplete' ? 'first_payment_succeeded' : 'reactivated';
  const [active] = await tx
    .update(subscriptions)
    .set({ status: transition(subscription.status, event), updatedAt: input.now })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (active) await recordSnapshot(events, SubscriptionActivated, active, input.now);
  return null;
}

const subscribeRequest = z.object({
  businessId,
  packageId,
  promoCode: promoCode.default(''),
  idempotencyKey,
});

export async function subscribe(
  context: BillingContext,
  raw: billingRpc.SubscribeRequest,
): Promise<billingRpc.BillingOverview> {
  const request = parseOrInvalid(subscribeRequest, raw);
  const declined = await withBusinessLock(context.outbox, request.businessId, (tx, events) =>
    subscribeInTransaction(context, tx, events, { ...request, paymentMethod: raw.paymentMethod, now: context.now() }),
  );
  // After the commit: the declined attempt stays in the ledger, and the same key answers the same.
  if (declined) throw paymentRefused(declined);
  return loadOverview(context.db, request.businessId);
}
