import { PaymentFailed, SubscriptionLapsed, SubscriptionPastDue } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import type { SubscriptionRow, TransactionRow } from '../charges/charge.js';
import { firstDeclineOf, retrySchedule } from '../domain/retry-schedule.js';
import { canTransition, transition } from '../domain/subscription-state.js';
import { subscriptions } from '../schema.js';
import { recordSnapshot, snapshotOf } from '../subscriptions/subscription-snapshot.js';

export interface Declined {
  reason: string;
  retryable: boolean;
}

/**
 * A renewal (or an upgrade) that did not go through: the subscription becomes
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
): Promise<SubscriptionRow> {
  const alreadyPastDue = subscription.status === 'past_due' && subscription.graceEndsAt !== null;
  const retriesDone = alreadyPastDue ? subscription.retryCount + 1 : 0;
  const firstDecline = alreadyPastDue && subscription.graceEndsAt ? firstDeclineOf(subscription.graceEndsAt) : now;
  const schedule = retrySchedule(firstDecline, retriesDone, declined.retryable);
  const [updated] = await tx
    .update(subscriptions)
    .set({
      status: transition(subscription.status, 'renewal_declined'),
      graceEndsAt: schedule.graceEndsAt,
      nextRetryAt: schedule.nextRetryAt,
      retryCount: retriesDone,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!updated) throw new Error('subscription vanished while marking it past due');
  await recordPaymentFailed(events, subscription, transaction, declined, schedule, now);
  await events.record(SubscriptionPastDue, {
    ...snapshotOf(updated, now),
    graceEndsAt: schedule.graceEndsAt.toISOString(),
    nextRetryAt: schedule.nextRetryAt?.toISOString() ?? null,
  });
  return updated;
}

/**
 * A first payment (a new subscription's, by Direct Debit) that failed after it was submitted: a
 * subscription its mandate had activated lapses at once (no grace for money never received); one
 * still waiting stays as it is. Either way the business is told (PaymentFailed) and pays by card,
 * or with an account whose mandate works.
 */
export async function firstPaymentFailed(
  tx: Tx,
  events: EventRecorder,
  subscription: SubscriptionRow,
  transaction: TransactionRow,
  declined: Declined,
  now: Date,
): Promise<void> {
  if (canTransition(subscription.status, 'first_payment_failed')) {
    const [updated] = await tx
      .update(subscriptions)
      .set({
        status: transition(subscription.status, 'first_payment_failed'),
        graceEndsAt: null,
        nextRetryAt: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    if (updated && updated.status === 'lapsed') await recordSnapshot(events, SubscriptionLapsed, updated, now);
  }
  await recordPaymentFailed(events, subscription, transaction, declined, null, now);
}

/** PaymentFailed (notifications e-mails the business), with the retry and grace dates when there are any. */
export async function recordPaymentFailed(
  events: EventRecorder,
  subscription: SubscriptionRow,
  transaction: TransactionRow,
  declined: Declined,
  schedule: { nextRetryAt: Date | null; graceEndsAt: Date } | null,
  now: Date,
): Promise<void> {
  await events.record(PaymentFailed, {
    transactionId: transaction.id,
    subscriptionId: subscription.id,
    businessId: subscription.businessId,
    packageId: transaction.packageId,
    kind: transaction.kind,
    amountPence: transaction.amountPence,
    reason: declined.reason,
    nextRetryAt: schedule?.nextRetryAt?.toISOString() ?? null,
    graceEndsAt: schedule?.graceEndsAt.toISOString() ?? null,
    failedAt: now.toISOString(),
  });
}
