import type { messagingRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { messages, threads } from '../schema.js';
import { ownReadAt, partyThread } from './thread-party.js';

const markReadRequest = z.object({ userId: z.uuid(), threadId: z.uuid() });

/** Moves the user's read mark to now: the other party's messages so far are read. Answers how many were unread. */
export async function markThreadRead(
  { db }: MessagingContext,
  raw: messagingRpc.MarkThreadReadRequest,
): Promise<messagingRpc.MarkThreadReadResponse> {
  const { userId, threadId } = parseOrInvalid(markReadRequest, raw);
  return db.transaction(async (tx) => {
    const { thread, side } = await partyThread(tx, threadId, userId, { forUpdate: true });
    const since = ownReadAt(thread, side);
    const [unread] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.threadId, thread.id),
          ne(messages.senderId, userId),
          since ? gt(messages.sentAt, since) : undefined,
        ),
      );
    const marked = unread?.n ?? 0;
    if (marked > 0) {
      const mark = sql`clock_timestamp()`;
      await tx
        .update(threads)
        .set(side === 'customer' ? { customerReadAt: mark } : { businessReadAt: mark })
        .where(eq(threads.id, thread.id));
    }
    return { marked };
  });
}
