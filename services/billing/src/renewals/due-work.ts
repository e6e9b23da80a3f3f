import type { EventRecorder, Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import type { BillingContext } from '../context.js';

export interface DueItem {
  id: string;
  businessId: string;
}

/**
 * Works through due items one small transaction each, under the business's billing lock taken with
 * a try: an item whose business another replica (or a request) is working on is skipped — that one
 * handles it — so several billing replicas can run the pass at once and nothing is done twice. The
 * work re-reads its row inside the lock and returns null when it is no longer due.
 */
export async function forEachDue<T>(
  context: BillingContext,
  items: readonly DueItem[],
  work: (tx: Tx, events: EventRecorder, id: string) => Promise<T | null>,
): Promise<T[]> {
  const done: T[] = [];
  for (const item of items) {
    const result = await context.outbox.transaction(async (tx, events) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`billing-business:${item.businessId}`}, 0)) as got`,
      )) as unknown as { rows: { got: boolean }[] };
      if (!locked.rows[0]?.got) return null;
      return work(tx, events, item.id);
    });
    if (result !== null) done.push(result);
  }
  return done;
}

/** Due rows by a query returning (id, business_id). */
export async function dueItems(context: BillingContext, query: ReturnType<typeof sql>): Promise<DueItem[]> {
  const result = (await context.db.execute(query)) as unknown as { rows: { id: string; business_id: string }[] };
  return result.rows.map((row) => ({ id: row.id, businessId: row.business_id }));
}
