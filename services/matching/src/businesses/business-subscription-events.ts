import {
  type PayloadOf,
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionChanged,
  SubscriptionLapsed,
  SubscriptionPastDue,
} from '@localpros/contracts';
import { type EventRecorder, on, type Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { leadListsChanged } from '../leads/lead-lists-changed.js';
import { businesses } from '../schema.js';

type Snapshot = PayloadOf<typeof SubscriptionActivated>;

/**
 * Keeps the business's package and status as the newest snapshot says. The subscription may be
 * announced before identity's profile of the business reaches matching (separate streams): then a
 * placeholder row holds it, inactive and unverified so it matches nothing, and the profile fills
 * the rest in later (its upsert never touches these columns).
 */
async function recordSubscription(tx: Tx, events: EventRecorder, snapshot: Snapshot): Promise<void> {
  const subscription = {
    packageId: snapshot.packageId,
    subscriptionStatus: snapshot.status,
    subscriptionChangedAt: snapshot.changedAt,
  };
  await tx
    .insert(businesses)
    .values({
      businessId: snapshot.businessId,
      name: '',
      isActive: false,
      isVerified: false,
      updatedAt: '-infinity',
      ...subscription,
    })
    .onConflictDoUpdate({
      target: businesses.businessId,
      set: subscription,
      // Billing's events can arrive out of order: an older snapshot never replaces a newer one.
      setWhere: sql`${businesses.subscriptionChangedAt} is null or ${businesses.subscriptionChangedAt} <= excluded.subscription_changed_at`,
    });
  // Leads follow the money: the list empties when the package stops, and fills again when it pays.
  await leadListsChanged(events, { businessIds: [snapshot.businessId] });
}

/**
 * Matching's read model of each business's subscription, from billing's state-carrying events:
 * only a business whose status receives leads (active, past_due) is matched to jobs.
 */
export const billingEventConsumers = [
  on(SubscriptionActivated, (snapshot, { tx, events }) => recordSubscription(tx, events, snapshot)),
  on(SubscriptionChanged, (snapshot, { tx, events }) => recordSubscription(tx, events, snapshot)),
  on(SubscriptionPastDue, (snapshot, { tx, events }) => recordSubscription(tx, events, snapshot)),
  on(SubscriptionLapsed, (snapshot, { tx, events }) => recordSubscription(tx, events, snapshot)),
  on(SubscriptionCancelled, (snapshot, { tx, events }) => recordSubscription(tx, events, snapshot)),
];
