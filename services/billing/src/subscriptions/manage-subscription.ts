import { billingPackages, type billingRpc, SubscriptionChanged } from '@localpros/contracts';
import { type EventRecorder, parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { withBusinessLock } from '../charges/business-lock.js';
import { charge, type SubscriptionRow } from '../charges/charge.js';
import { paymentRefused, savePaymentMethod } from '../charges/save-payment-method.js';
import type { BillingContext } from '../context.js';
import { proratedUpgradePence } from '../domain/proration.js';
import { transition } from '../domain/subscription-state.js';
import { paymentMethods, subscriptions } from '../schema.js';
import { loadOverview } from './billing-overview.js';
import { businessId, idempotencyKey, packageId } from './billing-requests.js';
import { receivesLeads } from './packages.js';
import { recordSnapshot } from './subscription-snapshot.js';

async function currentSubscription(tx: Tx, business: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.businessId, business));
  return row;
}

async function changed(tx: Tx, events: EventRecorder, id: string, set: Partial<SubscriptionRow>, now: Date) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...set, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  if (row) await recordSnapshot(events, SubscriptionChanged, row, now);
}

/** Runs a change under the business's lock; a decline is committed first, then refused. */
async function change(
  context: BillingContext,
  business: string,
  work: (tx: Tx, events: EventRecorder, now: Date) => Promise<string | null>,
): Promise<billingRpc.BillingOverview> {
  const declined = await withBusinessLock(context.outbox, business, (tx, events) => work(tx, events, context.now()));
  if (declined) throw paymentRefused(declined);
  return loadOverview(context.db, business);
}

const changeRequest = z.object({ businessId, packageId, idempotencyKey });

/**
 * Upgrade: the price difference for the rest of the period is charged now (under the client's key)
 * and the package changes at once. Downgrade: it waits for the renewal. Choosing the current
 * package while a downgrade waits cancels the downgrade.
 */
export function changePackage(context: BillingContext, raw: billingRpc.ChangePackageRequest) {
  const request = parseOrInvalid(changeRequest, raw);
  return change(context, request.businessId, async (tx, events, now) => {
    const row = await currentSubscription(tx, request.businessId);
    if (!row || !receivesLeads(row.status)) throw RpcError.failedPrecondition('No active subscription');
    const target = request.packageId;
    if (target === row.packageId) {
      if (!row.pendingPackageId) throw RpcError.failedPrecondition('You are already on this package');
      await changed(tx, events, row.id, { pendingPackageId: null }, now);
      return null;
    }
    const fromPrice = billingPackages[row.packageId].pricePence;
    const toPrice = billingPackages[target].pricePence;
    if (toPrice < fromPrice) {
      await changed(tx, events, row.id, { pendingPackageId: target }, now);
      return null;
    }
    // An upgrade is charged now: only a subscription that is paid up (a past-due one has ended the
    // period it paid for, so proration would charge nothing).
    if (row.status !== 'active') {
      throw RpcError.failedPrecondition('Pay what is due before you upgrade: Settings → Billing → Pay now');
    }
    const amountPence = proratedUpgradePence({
      fromPricePence: fromPrice,
      toPricePence: toPrice,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      now,
    });
    const [method] = row.paymentMethodId
      ? await tx.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId))
      : [];
    if (!method) throw RpcError.failedPrecondition('Add a payment method first');
    const result = await charge(tx, events, context.providers, {
      businessId: row.businessId,
      subscriptionId: row.id,
      kind: 'upgrade',
      packageId: target,
      amountPence,
      periodStart: now,
      periodEnd: row.currentPeriodEnd,
      method,
      idempotencyKey: request.idempotencyKey,
      now,
    });
    if (result.outcome === 'declined') return result.decline.message;
    if (result.replayed) return null;
    await changed(tx, events, row.id, { packageId: target, amountPence: toPrice, pendingPackageId: null }, now);
    return null;
  });
}

const paymentMethodRequest = z.object({ businessId });

/** A new card or mandate for the next charges (a past-due subscription's retries use it too). */
export function updatePaymentMethod(context: BillingContext, raw: billingRpc.UpdatePaymentMethodRequest) {
  const request = parseOrInvalid(paymentMethodRequest, raw);
  return change(context, request.businessId, async (tx, _events, now) => {
    const row = await currentSubscription(tx, request.businessId);
    if (!row) throw RpcError.failedPrecondition('No subscription');
    const method = await savePaymentMethod(tx, context.providers, request.businessId, raw.paymentMethod, now);
    await tx
      .update(subscriptions)
      .set({ paymentMethodId: method.id, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
    return null;
  });
}

const businessRequest = z.object({ businessId });

/** Cancels at the end of the paid period: leads continue until then, and it can be undone until then. */
export function cancelSubscription(context: BillingContext, raw: billingRpc.BusinessBillingRequest) {
  const request = parseOrInvalid(businessRequest, raw);
  return change(context, request.businessId, async (tx, events, now) => {
    const row = await currentSubscription(tx, request.businessId);
    if (!row || !receivesLeads(row.status) || row.cancelAtPeriodEnd) {
      throw RpcError.failedPrecondition('No active subscription');
    }
    await changed(
      tx,
      events,
      row.id,
      { status: transition(row.status, 'cancel_scheduled'), cancelAtPeriodEnd: true },
      now,
    );
    return null;
  });
}

export function resumeSubscription(context: BillingContext, raw: billingRpc.BusinessBillingRequest) {
  const request = parseOrInvalid(businessRequest, raw);
  return change(context, request.businessId, async (tx, events, now) => {
    const row = await currentSubscription(tx, request.businessId);
    if (!row || !receivesLeads(row.status) || !row.cancelAtPeriodEnd)
      throw RpcError.failedPrecondition('Nothing to resume');
    await changed(
      tx,
      events,
      row.id,
      { status: transition(row.status, 'cancel_undone'), cancelAtPeriodEnd: false },
      now,
    );
    return null;
  });
}

/** The business's subscription, payment method and transactions. */
export function getBilling(context: BillingContext, raw: billingRpc.BusinessBillingRequest) {
  const request = parseOrInvalid(businessRequest, raw);
  return loadOverview(context.db, request.businessId);
}
