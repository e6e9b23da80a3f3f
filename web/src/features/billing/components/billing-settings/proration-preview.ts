import type { Subscription } from '../../api/get-billing';

/**
 * What an upgrade costs now, as billing computes it (services/billing/src/domain/proration.ts): the
 * price difference for the part of the period still to run, to the penny. A preview only: the
 * charge is worked out again when the server takes it, a moment later.
 */
export function proratedUpgradePence(subscription: Subscription, toPricePence: number, now = new Date()): number {
  const start = Date.parse(subscription.current_period_start);
  const end = Date.parse(subscription.billing_next_date);
  const period = end - start;
  const difference = Math.max(toPricePence - subscription.amount_pence, 0);
  if (!Number.isFinite(period) || period <= 0 || difference === 0) return 0;
  const remaining = Math.min(Math.max(end - now.getTime(), 0), period);
  return Math.round((difference * remaining) / period);
}
