import type { messagingRpc } from '@localpros/contracts';
import { mentionsOutsidePayment, REMOVED_ACCOUNT_NAME } from '@localpros/contracts/rules';
import { z } from 'zod';
import { businessCard, type Contacts, shortName } from './people-directory.js';

export type Side = 'customer' | 'business';

/** A job's conversation as one of its parties sees it: the other party, the newest message, what is unread. */
export const threadView = z.object({
  id: z.uuid(),
  jobId: z.uuid(),
  jobTitle: z.string(),
  openedAt: z.string(),
  lastMessageAt: z.string().nullable(),
  lastMessageText: z.string(),
  unread: z.number().int(),
  with: z.object({
    id: z.uuid(),
    type: z.enum(['customer', 'business']),
    /** The business's name or the customer's first name and initial; "Removed account" once it is gone. */
    name: z.string(),
    logo: z.string().nullable(),
    removed: z.boolean(),
  }),
});

export const messageView = z.object({
  id: z.uuid(),
  /** Sent by the user asking. */
  mine: z.boolean(),
  from: z.enum(['customer', 'business']),
  text: z.string(),
  /** The photo's URL, or null without one. */
  photo: z.string().nullable(),
  sentAt: z.string(),
  /** The other party has read it (only meaningful on the user's own messages). */
  read: z.boolean(),
  /**
   * For the customer: the message asks to be paid outside LocalPros (a payment link or bank
   * details), so the app warns about it (@localpros/contracts/rules, mentionsOutsidePayment).
   */
  paymentWarning: z.boolean(),
});

/** The other party of a thread, from the asking side. */
const otherOf = (thread: messagingRpc.Thread, side: Side) =>
  side === 'customer'
    ? { id: thread.businessId, type: 'business' as const, removed: thread.businessRemoved }
    : { id: thread.customerId, type: 'customer' as const, removed: thread.customerRemoved };

/** The ids of the people a list of threads names, for one contacts lookup. */
export const otherPartyIds = (threads: messagingRpc.Thread[], side: Side) =>
  threads.map((thread) => otherOf(thread, side).id);

export function toThreadView(thread: messagingRpc.Thread, side: Side, contacts: Contacts): z.infer<typeof threadView> {
  const other = otherOf(thread, side);
  const named =
    other.type === 'business'
      ? businessCard(other.id, contacts)
      : { userName: shortName(contacts.get(other.id)) || 'Customer', logo: contacts.get(other.id)?.avatar || null };
  return {
    id: thread.id,
    jobId: thread.jobId,
    jobTitle: thread.jobTitle,
    openedAt: thread.openedAt,
    lastMessageAt: thread.lastMessageAt || null,
    lastMessageText: thread.lastMessageText,
    unread: thread.unread,
    with: {
      ...other,
      name: other.removed ? REMOVED_ACCOUNT_NAME : named.userName,
      logo: other.removed ? null : named.logo,
    },
  };
}

/** The path a message's photo is served at (the two parties only). */
export const messagePhotoPath = (messageId: string) => `/api/message/${messageId}/photo`;

/** A message as the asking party (or an admin: `viewer` null) sees it. */
export function toMessageView(
  message: messagingRpc.Message,
  viewer: { id: string; side: Side } | null,
): z.infer<typeof messageView> {
  const from = message.senderType === 'customer' ? 'customer' : 'business';
  return {
    id: message.id,
    mine: viewer !== null && message.senderId === viewer.id,
    from,
    text: message.text,
    photo: message.photoId ? messagePhotoPath(message.photoId) : null,
    sentAt: message.sentAt,
    read: message.readAt !== '',
    paymentWarning:
      (viewer === null || viewer.side === 'customer') && from === 'business' && mentionsOutsidePayment(message.text),
  };
}

/** A job's conversation in an admin's list: both parties and when, no text. */
export const adminThreadView = z.object({
  id: z.uuid(),
  openedAt: z.string(),
  lastMessageAt: z.string().nullable(),
  customer: threadView.shape.with,
  business: threadView.shape.with,
});

export function toAdminThreadView(thread: messagingRpc.Thread, contacts: Contacts): z.infer<typeof adminThreadView> {
  // Each side as the other party sees it: the business by the customer, the customer by the business.
  const asCustomer = toThreadView(thread, 'customer', contacts);
  const asBusiness = toThreadView(thread, 'business', contacts);
  return {
    id: thread.id,
    openedAt: thread.openedAt,
    lastMessageAt: thread.lastMessageAt || null,
    customer: asBusiness.with,
    business: asCustomer.with,
  };
}
