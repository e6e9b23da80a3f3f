import type { EventRecorder, Tx } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { canTransition } from '../domain/subscription-state.js';
import type { PaymentStatus } from '../payments/payment-provider.js';
import { firstPaymentFailed, markPastDue } from '../renewals/payment-failed.js';
import { subscriptions, transactions } from '../schema.js';
import { activateWhenPaid } from '../subscriptions/activate-when-paid.js';
import { type PaymentMethodRow, recordPaymentSucceeded, type TransactionRow } from './charge.js';

/**
 * A pending payment's outcome, as its provider reported it (a webhook, or the renewal pass asking):
 * completed → COMPLETED, PaymentSucceeded, and a subscription that waited for it active; declined →
 * FAILED, and the subscription lapsed (a first payment) or past due (a renewal).
 * Returns what changed, or null when the payment was no longer pending (told twice, or by the
 * webhook and the renewal pass at once: the update only takes a row still PENDING).
 */
export async function settlePayment(
  tx: Tx,
  events: EventRecorder,
  payment: TransactionRow,
  method: PaymentMethodRow,
  status: Exclude<PaymentStatus, { status: 'pending' }>,
  now: Date,
): Promise<'settled' | 'failed' | null> {
  if (payment.status !== 'PENDING') return null;
  const stillPending = and(eq(transactions.id, payment.id), eq(transactions.status, 'PENDING'));
  if (status.status === 'completed') {
    const [settled] = await tx
      .update(transactions)
      .set({ status: 'COMPLETED', settledAt: now })
      .where(stillPending)
      .returning();
    if (!settled) return null;
    await recordPaymentSucceeded(events, settled, method, now);
    await activateWhenPaid(tx, events, settled, now);
    return 'settled';
  }
  const [failed] = await tx
    .update(transactions)
    .set({ status: 'FAILED', failureReason: status.reason, failureMessage: status.message, settledAt: now })
    .where(stillPending)
    .returning();
  if (!failed) return null;
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
  if (!subscription) return 'failed';
  if (payment.kind === 'subscription') {
    await firstPaymentFailed(tx, events, subscription, failed, status, now);
  } else if (canTransition(subscription.status, 'renewal_declined')) {
    await markPastDue(tx, events, subscription, failed, status, now);
  }
  return 'failed';
}
