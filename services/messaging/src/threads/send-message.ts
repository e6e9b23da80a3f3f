import { randomUUID } from 'node:crypto';
import { MessageSent, type messagingRpc } from '@localpros/contracts';
import {
  MESSAGE_PHOTO_MAX_BYTES,
  MESSAGE_TEXT_MAX,
  messageMessages,
  messageTextProblem,
} from '@localpros/contracts/rules';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { messages, threads } from '../schema.js';
import { removedAmong } from './account-events.js';
import { storedPhoto } from './message-photo.js';
import { preview, toMessage } from './thread-message.js';
import { partyThread } from './thread-party.js';

/** The longest preview MessageSent carries: a notification's body. */
const EVENT_PREVIEW_MAX = 300;

const sendMessageRequest = z.object({
  senderId: z.uuid(),
  threadId: z.uuid(),
  // Checked again below with the photo in mind; this bounds what is trimmed at all.
  text: z.string().max(MESSAGE_TEXT_MAX * 4),
  // A little over the limit passes here so imageTypeOf answers with the photo's own words.
  photo: z.instanceof(Uint8Array).refine((bytes) => bytes.length <= MESSAGE_PHOTO_MAX_BYTES + 1024 * 1024, {
    message: messageMessages.photoTooLarge,
  }),
});

/** One party writes to the other: the message and MessageSent commit together. */
export async function sendMessage(
  { db, outbox }: MessagingContext,
  raw: messagingRpc.SendMessageRequest,
): Promise<messagingRpc.MessageResponse> {
  const input = parseOrInvalid(sendMessageRequest, raw);
  const text = input.text.trim();
  const hasPhoto = input.photo.length > 0;
  const problem = messageTextProblem(text, hasPhoto);
  if (problem) throw RpcError.invalidArgument(problem, [{ path: 'text', message: problem }]);
  // Re-encoded before the transaction (a bad photo writes nothing, and no row lock waits on sharp),
  // and only for a party: nobody else gets a photo decoded.
  if (hasPhoto) await partyThread(db, input.threadId, input.senderId);
  const photo = hasPhoto ? await storedPhoto(Buffer.from(input.photo)) : null;
  return outbox.transaction(async (tx, events) => {
    const { thread, side } = await partyThread(tx, input.threadId, input.senderId, { forUpdate: true });
    const other = side === 'customer' ? thread.businessId : thread.customerId;
    if ((await removedAmong(tx, [other])).size > 0)
      throw RpcError.failedPrecondition(messageMessages.otherPartyRemoved);
    const [row] = await tx
      .insert(messages)
      .values({
        id: randomUUID(),
        threadId: thread.id,
        senderId: input.senderId,
        senderType: side,
        text,
        photo: photo?.content ?? null,
        photoContentType: photo?.contentType ?? null,
      })
      .returning();
    if (!row) throw new Error('the message was not stored');
    await tx.update(threads).set({ lastMessageAt: row.sentAt }).where(eq(threads.id, thread.id));
    await events.record(MessageSent, {
      messageId: row.id,
      threadId: thread.id,
      jobId: thread.jobId,
      customerId: thread.customerId,
      businessId: thread.businessId,
      senderType: side,
      preview: preview(text, hasPhoto, EVENT_PREVIEW_MAX),
      hasPhoto,
      sentAt: new Date(row.sentAt).toISOString(),
    });
    return { message: toMessage({ ...row, hasPhoto }, thread) };
  });
}
