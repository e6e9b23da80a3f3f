import type { SubscriptionStatus } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';

/**
 * What can happen to a subscription. Billing's handlers and the renewal pass move a subscription
 * only through `transition`, so a status change the lifecycle does not allow fails loudly
 * (FAILED_PRECONDITION) instead of being written.
 */
export const subscriptionEvents = [
  'first_payment_succeeded',
  'direct_debit_set_up',
  'first_payment_failed',
  'renewal_succeeded',
  'renewal_declined',
  'grace_ended',
  'cancel_scheduled',
  'cancel_undone',
  'period_ended',
  'reactivated',
] as const;
export type SubscriptionEvent = (typeof subscriptionEvents)[number];

/**
 * The lifecycle (docs/billing.md draws it). Cancelling is a flag (cancel_at_period_end), not a
 * status: scheduling or undoing it keeps the status, and `period_ended` is the end of a cancelled
 * period. A new Direct Debit subscription waits, incomplete, until GoCardless says its mandate is
 * active (the first payment is then submitted): `direct_debit_set_up`. If that first payment then
 * fails, the subscription lapses at once (`first_payment_failed`): no grace for money never received.
 */
const table: Readonly<Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>>> = {
  incomplete: {
    first_payment_succeeded: 'active',
    direct_debit_set_up: 'active',
    first_payment_failed: 'incomplete',
  },
  active: {
    first_payment_failed: 'lapsed',
    renewal_succeeded: 'active',
    renewal_declined: 'past_due',
    cancel_scheduled: 'active',
    cancel_undone: 'active',
    period_ended: 'cancelled',
  },
  past_due: {
    // Paying (a retry or the business renewing) restores it; a declined retry keeps it past due.
    renewal_succeeded: 'active',
    renewal_declined: 'past_due',
    first_payment_failed: 'lapsed',
    grace_ended: 'lapsed',
    cancel_scheduled: 'past_due',
    cancel_undone: 'past_due',
  },
  lapsed: {
    reactivated: 'active',
  },
  cancelled: {
    reactivated: 'active',
  },
};

/** The status after `event`, or FAILED_PRECONDITION when the lifecycle does not allow it. */
export function transition(status: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus {
  const next = table[status]?.[event];
  if (!next) {
    throw RpcError.failedPrecondition(`A ${status.replace('_', ' ')} subscription cannot take the event ${event}`);
  }
  return next;
}

/** True when `event` is allowed from `status` (for checks that must not throw). */
export function canTransition(status: SubscriptionStatus, event: SubscriptionEvent): boolean {
  return table[status]?.[event] !== undefined;
}
