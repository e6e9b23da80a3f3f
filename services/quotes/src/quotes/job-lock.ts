import type { Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';

/**
 * Everything that changes the quotes of one job (send, accept, cancel, the job's cancellation)
 * takes this transaction-scoped lock first, so they happen one after the other and each sees
 * what the one before committed. Different jobs never wait for each other.
 */
export async function lockJobQuotes(tx: Tx, jobId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quotes-job:${jobId}`}, 0))`);
}
