import { advisoryXactLock, type EventRecorder, type Outbox, type Tx } from '@localpros/kit';

/**
 * Runs one billing change of a business in one transaction holding that business's lock: two
 * requests (a double click, ten retries, a renewal pass on another replica) never interleave, and
 * the later one sees what the earlier committed.
 */
export function withBusinessLock<T>(
  outbox: Outbox,
  businessId: string,
  work: (tx: Tx, events: EventRecorder) => Promise<T>,
): Promise<T> {
  return outbox.transaction(async (tx, events) => {
    await advisoryXactLock(tx, `billing-business:${businessId}`);
    return work(tx, events);
  });
}
