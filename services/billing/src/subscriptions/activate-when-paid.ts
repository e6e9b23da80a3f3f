import { billingPackages, SubscriptionActivated } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import type { SubscriptionRow, TransactionRow } from '../charges/charge.js';
import { type SubscriptionEvent, transition } from '../domain/subscription-state.js';
import { subscriptions, transactions } from '../schema.js';
import { recordSnapshot } from './subscription-snapshot.js';

/** How a subscription that waited for its payment becomes active, by where it waited. */
const activatedBy: Partial<Record<SubscriptionRow['status'], SubscriptionEvent>> = {
  incomplete: 'first_payment_succeeded',
  past_due: 'renewal_succeeded',
  lapsed: 'reactivated',
  cancelled: 'reactivated',
};

/** The subscription active for the period `payment` is for, and SubscriptionActivated. */
async function activateFor(
  tx: Tx,
  events: EventRecorder,
  row: SubscriptionRow,
  payment: TransactionRow,
  event: SubscriptionEvent,
  now: Date,
): Promise<void> {
  const [active] = await tx
    .update(subscriptions)
    .set({
      status: transition(row.status, event),
      packageId: payment.packageId,
      amountPence: billingPackages[payment.packageId].pricePence,
      currentPeriodStart: payment.periodStart,
      currentPeriodEnd: payment.periodEnd,
      pendingPackageId: null,
      graceEndsAt: null,
      nextRetryAt: null,
      retryCount: 0,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  if (active) await recordSnapshot(events, SubscriptionActivated, active, now);
}

/**
 * A Direct Debit payment confirmed: a subscription that waited for it (a first payment whose
 * mandate was never reported active, or paying again by Direct Debit after a failure) becomes
 * active for the period the payment is for. An active one is left as it is, and a payment for a
 * period already over activates nothing.
 */
export async function activateWhenPaid(
  tx: Tx,
  events: EventRecorder,
  payment: TransactionRow,
  now: Date,
): Promise<void> {
  if ((payment.kind !== 'subscription' && payment.kind !== 'renewal') || payment.periodEnd <= now) return;
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
  const event = row && activatedBy[row.status];
  if (row && event) await activateFor(tx, events, row, payment, event, now);
}

/**
 * GoCardless says a mandate is active: a new subscription waiting on it (its first payment is now
 * submitted) gets its leads. The payment may still fail: settlePayment then lapses it at once.
 */
export async function activateWhenMandateActive(
  tx: Tx,
  events: EventRecorder,
  paymentMethodId: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.paymentMethodId, paymentMethodId), eq(subscriptions.status, 'incomplete')));
  if (!row) return;
  const [first] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.subscriptionId, row.id),
        eq(transactions.kind, 'subscription'),
        eq(transactions.status, 'PENDING'),
      ),
    );
  if (first) await activateFor(tx, events, row, first, 'direct_debit_set_up', now);
}
