import { type SubscriptionStatus, subscriptionStatuses } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  type SubscriptionEvent,
  subscriptionEvents,
  transition,
} from '../src/domain/subscription-state.js';

/** Every legal transition, written out independently of the implementation's table. */
const legal: [SubscriptionStatus, SubscriptionEvent, SubscriptionStatus][] = [
  ['incomplete', 'first_payment_succeeded', 'active'],
  ['incomplete', 'direct_debit_set_up', 'active'],
  ['incomplete', 'first_payment_failed', 'incomplete'],
  ['active', 'first_payment_failed', 'lapsed'],
  ['active', 'renewal_succeeded', 'active'],
  ['active', 'renewal_declined', 'past_due'],
  ['active', 'cancel_scheduled', 'active'],
  ['active', 'cancel_undone', 'active'],
  ['active', 'period_ended', 'cancelled'],
  ['past_due', 'renewal_succeeded', 'active'],
  ['past_due', 'renewal_declined', 'past_due'],
  ['past_due', 'first_payment_failed', 'lapsed'],
  ['past_due', 'grace_ended', 'lapsed'],
  ['past_due', 'cancel_scheduled', 'past_due'],
  ['past_due', 'cancel_undone', 'past_due'],
  ['lapsed', 'reactivated', 'active'],
  ['cancelled', 'reactivated', 'active'],
];

const isLegal = (s: SubscriptionStatus, e: SubscriptionEvent) => legal.some(([from, ev]) => from === s && ev === e);
const illegal = subscriptionStatuses.flatMap((s) =>
  subscriptionEvents.filter((e) => !isLegal(s, e)).map((e) => [s, e] as const),
);

describe('subscription lifecycle', () => {
  it.each(legal)('%s + %s → %s', (from, event, to) => {
    expect(transition(from, event)).toBe(to);
    expect(canTransition(from, event)).toBe(true);
  });

  it.each(illegal)('%s + %s is refused with FAILED_PRECONDITION', (from, event) => {
    expect(canTransition(from, event)).toBe(false);
    let thrown: unknown;
    try {
      transition(from, event);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RpcError);
    expect((thrown as RpcError).code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect((thrown as RpcError).message).toContain(event);
  });

  it('covers every status × event pair exactly once', () => {
    expect(legal.length + illegal.length).toBe(subscriptionStatuses.length * subscriptionEvents.length);
    expect(illegal.length).toBeGreaterThan(0);
  });

  it('no lead-less status is left except by paying', () => {
    for (const status of ['lapsed', 'cancelled'] as const) {
      const ways = subscriptionEvents.filter((e) => canTransition(status, e));
      expect(ways).toEqual(['reactivated']);
    }
  });
});
