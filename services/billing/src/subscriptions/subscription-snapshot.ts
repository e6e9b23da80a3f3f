import type {
  SubscriptionActivated,
  SubscriptionCancelled,
  SubscriptionChanged,
  SubscriptionLapsed,
} from '@localpros/contracts';
import type { EventRecorder } from '@localpros/kit';
import type { SubscriptionRow } from '../charges/charge.js';

type SnapshotEvent =
  | typeof SubscriptionActivated
  | typeof SubscriptionChanged
  | typeof SubscriptionLapsed
  | typeof SubscriptionCancelled;

/** The subscription as it now is, as every Subscription* event carries it. */
export function snapshotOf(row: SubscriptionRow, changedAt: Date) {
  return {
    subscriptionId: row.id,
    businessId: row.businessId,
    packageId: row.packageId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    changedAt: changedAt.toISOString(),
  };
}

/** Records one of the snapshot events (SubscriptionPastDue adds its dates: record it directly). */
export async function recordSnapshot(
  events: EventRecorder,
  event: SnapshotEvent,
  row: SubscriptionRow,
  changedAt: Date,
): Promise<void> {
  await events.record(event, snapshotOf(row, changedAt));
}
