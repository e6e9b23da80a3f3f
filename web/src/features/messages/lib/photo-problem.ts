import { allowedImageTypes, MESSAGE_PHOTO_MAX_BYTES, messageMessages } from '@localpros/contracts/rules';

/** The check of a chosen photo before it is sent (the server checks the bytes again): a message, or null. */
export function photoProblem(file: { type: string; size: number }): string | null {
  const type = file.type === 'image/heic' ? 'image/heif' : file.type;
  if (!(allowedImageTypes as readonly string[]).includes(type)) return messageMessages.photoWrongType;
  if (file.size > MESSAGE_PHOTO_MAX_BYTES) return messageMessages.photoTooLarge;
  return null;
}
