import { messageMessages } from '@localpros/contracts/rules';
import { type Db, RpcError, type Tx } from '@localpros/kit';
import { and, eq, or } from 'drizzle-orm';
import { threads } from '../schema.js';

export type Thread = typeof threads.$inferSelect;
export type Side = 'customer' | 'business';

/**
 * The thread, for one of its two parties: which side the user is on follows from the thread's own
 * ids, never from the request. Anyone else gets NOT_FOUND (no existence leak). `forUpdate` locks
 * the row for a change of its read marks or last message.
 */
export async function partyThread(
  db: Db | Tx,
  threadId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ thread: Thread; side: Side }> {
  const query = db
    .select()
    .from(threads)
    .where(and(eq(threads.id, threadId), or(eq(threads.customerId, userId), eq(threads.businessId, userId))));
  const [thread] = options.forUpdate ? await query.for('update') : await query;
  if (!thread) throw RpcError.notFound(messageMessages.threadNotFound);
  return { thread, side: thread.customerId === userId ? 'customer' : 'business' };
}

/** When the user last read the thread (its own read mark). */
export const ownReadAt = (thread: Thread, side: Side): string | null =>
  side === 'customer' ? thread.customerReadAt : thread.businessReadAt;
