import type { messagingRpc } from '@localpros/contracts';
import type { messages } from '../schema.js';
import type { Side, Thread } from './thread-party.js';

const iso = (value: string | null | undefined): string => (value ? new Date(value).toISOString() : '');

/** A preview of the newest message: a line, not the whole text. */
export const PREVIEW_MAX = 120;

export function preview(text: string, hasPhoto: boolean, max = PREVIEW_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return hasPhoto ? 'Photo' : '';
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A thread as the contract carries it, with what the listing computed beside it. */
export function toThreadMessage(
  thread: Thread,
  extra: {
    jobTitle?: string | null;
    unread?: number;
    lastText?: string | null;
    lastHasPhoto?: boolean;
    removed?: ReadonlySet<string>;
  } = {},
): messagingRpc.Thread {
  return {
    id: thread.id,
    jobId: thread.jobId,
    customerId: thread.customerId,
    businessId: thread.businessId,
    openedAt: iso(thread.openedAt),
    lastMessageAt: iso(thread.lastMessageAt),
    lastMessageText: extra.lastText == null ? '' : preview(extra.lastText, extra.lastHasPhoto ?? false),
    unread: extra.unread ?? 0,
    jobTitle: extra.jobTitle ?? '',
    customerRemoved: extra.removed?.has(thread.customerId) ?? false,
    businessRemoved: extra.removed?.has(thread.businessId) ?? false,
  };
}

type MessageRow = Omit<typeof messages.$inferSelect, 'photo'> & { hasPhoto: boolean };

/**
 * A message as the contract carries it. It is read once the party it was sent to has read the
 * thread at or after it was sent (that party's read mark on the thread).
 */
export function toMessage(row: MessageRow, thread: Thread): messagingRpc.Message {
  const readBy = row.senderType === 'customer' ? thread.businessReadAt : thread.customerReadAt;
  const read = readBy !== null && Date.parse(readBy) >= Date.parse(row.sentAt);
  return {
    id: row.id,
    threadId: row.threadId,
    senderId: row.senderId,
    senderType: row.senderType,
    text: row.text,
    photoId: row.hasPhoto ? row.id : '',
    sentAt: iso(row.sentAt),
    readAt: read ? iso(readBy) : '',
  };
}

export type { Side };
