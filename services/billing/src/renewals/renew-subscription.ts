import type { billingRpc } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { withBusinessLock } from '../charges/business-lock.js';
import { paymentRefused, savePaymentMethod } from '../charges/save-payment-method.js';
import type { BillingContext } from '../context.js';
import { addMonth } from '../domain/billing-period.js';
import { subscriptions } from '../schema.js';
import { loadOverview } from '../subscriptions/billing-overview.js';
import { paymentInFlight, paymentInFlightMessage } from '../subscriptions/payment-in-flight.js';
import { renewPeriod } from './renew-period.js';

const request = z.object({
  businessId: z.uuid(),
  idempotencyKey: z.uuid('Idempotency-Key header must be a UUID'),
});

/**
 * The business pays a past-due or lapsed subscription now (with a new payment method when given,
 * which then stays): a new month from today, active again — by card at once, by Direct Debit once
 * the bank confirms the payment. A decline is kept in the ledger and
 * answered as a refused payment.
 */
export async function renewSubscription(
  context: BillingContext,
  raw: billingRpc.RenewSubscriptionRequest,
): Promise<billingRpc.BillingOverview> {
  const { businessId, idempotencyKey } = parseOrInvalid(request, raw);
  const now = context.now();
  const declined = await withBusinessLock(context.outbox, businessId, async (tx, events) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
    if (!row || (row.status !== 'past_due' && row.status !== 'lapsed')) {
      throw RpcError.failedPrecondition('Your subscription does not need renewing');
    }
    if (await paymentInFlight(tx, row.id)) throw RpcError.failedPrecondition(paymentInFlightMessage);
    let subscription = row;
    if (raw.paymentMethod?.card || raw.paymentMethod?.directDebit) {
      const method = await savePaymentMethod(tx, context.providers, businessId, raw.paymentMethod, now);
      const [updated] = await tx
        .update(subscriptions)
        .set({ paymentMethodId: method.id, updatedAt: now })
        .where(eq(subscriptions.id, row.id))
        .returning();
      subscription = updated ?? row;
    }
    const result = await renewPeriod(context, tx, events, subscription, {
      periodStart: now,
      periodEnd: addMonth(now),
      idempotencyKey,
      attempt: 1,
      now,
      onSuccess: subscription.status === 'lapsed' ? 'reactivated' : 'renewal_succeeded',
    });
    return result.outcome === 'declined' ? result.decline.message : null;
  });
  // Thrown after the commit, so the declined attempt stays in the ledger.
  if (declined) throw paymentRefused(declined);
  return loadOverview(context.db, businessId);
}
