import { AdminActionRecorded, adminAction, type messagingRpc } from '@localpros/contracts';
import { ADMIN_READ_REASON_MAX, ADMIN_READ_REASON_MIN, messageMessages } from '@localpros/contracts/rules';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { threads } from '../schema.js';
import { threadWithMessages } from './list-messages.js';

const adminReadRequest = z.object({
  adminId: z.uuid(),
  threadId: z.uuid(),
  reason: z.string().trim(),
});

/**
 * An admin reads a conversation, with a reason: the read and its reason go to the audit log
 * (AdminActionRecorded) in the transaction that reads, so no read goes unrecorded. The read marks
 * stay as they are: an admin reading is not the party reading.
 */
export async function adminReadThread(
  { outbox }: MessagingContext,
  raw: messagingRpc.AdminReadThreadRequest,
): Promise<messagingRpc.ListMessagesResponse> {
  const { adminId, threadId, reason } = parseOrInvalid(adminReadRequest, raw);
  if (reason.length < ADMIN_READ_REASON_MIN || reason.length > ADMIN_READ_REASON_MAX) {
    throw RpcError.invalidArgument(messageMessages.reasonNeeded, [
      { path: 'reason', message: messageMessages.reasonNeeded },
    ]);
  }
  return outbox.transaction(async (tx, events) => {
    const [thread] = await tx.select().from(threads).where(eq(threads.id, threadId));
    if (!thread) throw RpcError.notFound(messageMessages.threadNotFound);
    // The reason is the admin's own words about why, not the conversation's content.
    await events.record(
      AdminActionRecorded,
      adminAction(adminId, 'conversation_read', { type: 'thread', id: thread.id }, `Reason: ${reason}`),
    );
    return threadWithMessages(tx, thread, null);
  });
}
