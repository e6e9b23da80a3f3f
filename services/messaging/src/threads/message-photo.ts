import { type messagingRpc, STORED_IMAGE_MAX_SIDE } from '@localpros/contracts';
import { MESSAGE_PHOTO_MAX_BYTES, messageMessages } from '@localpros/contracts/rules';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { reencodeImage } from '@localpros/kit/images';
import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { messages } from '../schema.js';
import { partyThread } from './thread-party.js';

/** A message's photo is looked at in the thread and opened full size: larger than an avatar. */
export const MESSAGE_PHOTO_MAX_SIDE = STORED_IMAGE_MAX_SIDE * 3;

/**
 * A message's photo as it is kept: re-encoded as uploads are (the kit's reencodeImage: WebP, no
 * metadata, no GPS), at most 1536 px a side. Not an image, or over 5 MB: INVALID_ARGUMENT or
 * RESOURCE_EXHAUSTED with the words the composer shows too.
 */
export async function storedPhoto(photo: Buffer): Promise<{ content: Buffer; contentType: string }> {
  const { content, contentType } = await reencodeImage(photo, {
    maxBytes: MESSAGE_PHOTO_MAX_BYTES,
    messages: { tooLarge: messageMessages.photoTooLarge, wrongType: messageMessages.photoWrongType },
    maxSide: MESSAGE_PHOTO_MAX_SIDE,
  });
  return { content, contentType };
}

const photoRequest = z.object({ userId: z.uuid(), messageId: z.uuid() });

/** A message's photo, for one of its thread's two parties. */
export async function getMessagePhoto(
  { db }: MessagingContext,
  raw: messagingRpc.GetMessagePhotoRequest,
): Promise<messagingRpc.MessagePhoto> {
  const { userId, messageId } = parseOrInvalid(photoRequest, raw);
  const [row] = await db
    .select({ threadId: messages.threadId, photo: messages.photo, contentType: messages.photoContentType })
    .from(messages)
    .where(and(eq(messages.id, messageId), isNotNull(messages.photo)));
  if (!row?.photo) throw RpcError.notFound('Photo not found');
  await partyThread(db, row.threadId, userId).catch(() => {
    throw RpcError.notFound('Photo not found');
  });
  return { content: row.photo, contentType: row.contentType ?? 'image/webp' };
}
