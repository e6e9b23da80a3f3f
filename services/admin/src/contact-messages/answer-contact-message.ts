import { AdminActionRecorded, adminAction, type adminRpc, ContactMessageReplied } from '@localpros/contracts';
import { type DbOrTx, parseOrInvalid, RpcError } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminContext } from '../context.js';
import { contactMessageStates, contactMessages } from '../schema.js';
import { contactMessageColumns, toContactMessage } from './list-contact-messages.js';

const NO_MESSAGE = 'No such contact message';
const id = z.uuid();

async function requireMessage(db: DbOrTx, contactMessageId: string) {
  if (!id.safeParse(contactMessageId).success) throw RpcError.notFound(NO_MESSAGE);
  const [row] = await db
    .select(contactMessageColumns)
    .from(contactMessages)
    .leftJoin(contactMessageStates, eq(contactMessageStates.contactMessageId, contactMessages.id))
    .where(eq(contactMessages.id, contactMessageId));
  if (!row) throw RpcError.notFound(NO_MESSAGE);
  return row;
}

/** Read/unread: the admin's own mark, kept beside the read model (a rebuild keeps it). */
export async function markContactMessage(
  { outbox }: AdminContext,
  request: adminRpc.MarkContactMessageRequest,
): Promise<adminRpc.ContactMessage> {
  return outbox.transaction(async (tx, events) => {
    await requireMessage(tx, request.contactMessageId);
    await events.record(
      AdminActionRecorded,
      adminAction(
        request.adminId,
        'contact_message_marked',
        { type: 'contact_message', id: request.contactMessageId },
        request.isRead ? 'read' : 'unread',
      ),
    );
    await tx
      .insert(contactMessageStates)
      .values({ contactMessageId: request.contactMessageId, isRead: request.isRead })
      .onConflictDoUpdate({
        target: contactMessageStates.contactMessageId,
        set: { isRead: request.isRead, updatedAt: sql`now()` },
      });
    return toContactMessage(await requireMessage(tx, request.contactMessageId));
  });
}

const replyInput = z.object({
  message: z.string().trim().min(1, 'Reply cannot be empty').max(5000, 'Reply must be at most 5000 characters'),
});

/** Answers the sender by e-mail (notifications sends ContactMessageReplied) and marks the message read. */
export async function replyToContactMessage(
  { outbox }: AdminContext,
  request: adminRpc.ReplyToContactMessageRequest,
): Promise<adminRpc.Empty> {
  const { message } = parseOrInvalid(replyInput, request);
  await outbox.transaction(async (tx, events) => {
    const original = await requireMessage(tx, request.contactMessageId);
    const now = new Date().toISOString();
    await tx
      .insert(contactMessageStates)
      .values({ contactMessageId: original.id, isRead: true, repliedAt: now })
      .onConflictDoUpdate({
        target: contactMessageStates.contactMessageId,
        set: { isRead: true, repliedAt: now, updatedAt: sql`now()` },
      });
    await events.record(ContactMessageReplied, {
      contactMessageId: original.id,
      adminId: request.adminId,
      recipient: original.email,
      recipientName: original.name,
      message,
      repliedAt: now,
    });
    await events.record(AdminActionRecorded, {
      adminId: request.adminId,
      action: 'contact_message_replied',
      targetType: 'contact_message',
      targetId: original.id,
      detail: '',
      at: now,
    });
  });
  return {};
}
