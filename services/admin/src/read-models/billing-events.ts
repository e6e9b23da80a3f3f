import {
  type PayloadOf,
  PaymentSucceeded,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionChanged,
  SubscriptionLapsed,
  SubscriptionPastDue,
} from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { payments, subscriptions } from '../schema.js';

type Snapshot = PayloadOf<typeof SubscriptionActivated>;

/**
 * Every subscription event carries the whole subscription: upsert it, unless the row already holds
 * a later snapshot (events of different types travel separately and may overtake each other). An
 * equal time applies, as the account events do, so a rebuild replays to the same row.
 */
async function upsertSubscription(tx: Tx, s: Snapshot) {
  const row = {
    businessId: s.businessId,
    subscriptionId: s.subscriptionId,
    packageId: s.packageId,
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    changedAt: s.changedAt,
  };
  await tx
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: subscriptions.businessId,
      set: row,
      setWhere: sql`${subscriptions.changedAt} <= excluded.changed_at`,
    });
}

export const billingConsumers = [
  ...[SubscriptionActivated, SubscriptionChanged, SubscriptionPastDue, SubscriptionLapsed, SubscriptionCancelled].map(
    (event) => on(event, (snapshot: Snapshot, { tx }) => upsertSubscription(tx, snapshot)),
  ),
  on(PaymentSucceeded, async (p, { tx }) => {
    await tx
      .insert(payments)
      .values({
        transactionId: p.transactionId,
        businessId: p.businessId,
        amountPence: p.amountPence,
        vatPence: p.vatPence,
        paidAt: p.paidAt,
      })
      .onConflictDoNothing();
  }),
];
