import { PaymentFailed, SubscriptionPastDue } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import type { SubscriptionRow, TransactionRow } from '../charges/charge.js';
import { firstDeclineOf, retrySchedule } from '../domain/retry-schedule.js';
import { type SubscriptionEvent, transition } from '../domain/subscription-state.js';
import { subscriptions } from '../schema.js';
import { snapshotOf } from '../subscriptions/subscription-snapshot.js';

export interface Declined {
  reason: string;
  retryable: boolean;
}

/**
 * A renewal (or a first Direct Debit payment) that did not go through: the subscription becomes
 * past due — leads continue until the grace period ends — with its next retry, and the business is
 * told (PaymentFailed: notifications e-mails it). A repeated decline keeps the first decline's grace.
 */
export async function markPastDue(
  tx: Tx,
  events: EventRecorder,
  subscription: SubscriptionRow,
  transaction: TransactionRow,
  declined: Declined,
  now: Date,
  event: Extract<SubscriptionEvent, 'renewal_declined' | 'first_payment_failed'> = 'renewal_declined',
): Promise<SubscriptionRow> {
  const alreadyPastDue = subscription.status === 'past_due' && subscription.graceEndsAt !== null;
  const retriesDone = alreadyPastDue ? subscription.retryCount + 1 : 0;
  const firstDecline = alreadyPastDue && subscription.graceEndsAt ? firstDeclineOf(subscription.graceEndsAt) : now;
  const schedule = retrySchedule(firstDecline, retriesDone, declined.retryable);
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status: transition(subscription.status, event),
      graceEndsAt: schedule.graceEndsAt,
      nextRetryAt: schedule.nextRetryAt,
      retryCount: retriesDone,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!updated) throw new Error('subscription vanished while marking it past due');
  await events.record(PaymentFailed, {
    transactionId: transaction.id,
    subscriptionId: subscription.id,
    businessId: subscription.businessId,
    packageId: transaction.packageId,
    kind: transaction.kind,
    amountPence: transaction.amountPence,
    reason: declined.reason,
    nextRetryAt: schedule.nextRetryAt?.toISOString() ?? null,
    graceEndsAt: schedule.graceEndsAt.toISOString(),
    failedAt: now.toISOString(),
  });
  await events.record(SubscriptionPastDue, {
    ...snapshotOf(updated, now),
    graceEndsAt: schedule.graceEndsAt.toISOString(),
    nextRetryAt: schedule.nextRetryAt?.toISOString() ?? null,
  });
  return updated;
}
