import { sql } from 'drizzle-orm';
import type { Tx } from './database.js';

/**
 * Takes a transaction-scoped advisory lock on `key` (e.g. `quotes-job:<id>`): another transaction
 * asking for the same key waits until this one ends, then sees what it committed. Keys of
 * different things never wait for each other.
 */
export async function advisoryXactLock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
