import type { notificationsRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationsContext } from '../context.js';
import type { MessageChannel } from '../schema.js';
import { outgoingMessages } from '../schema.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;
/** How much of a failure's reason an admin sees: enough to tell a bounce from an outage. */
const REASON_LENGTH = 120;

const request = z.object({
  // Not a uuid: no user's, so none of their deliveries (the BFF refuses a malformed id first).
  userId: z.string().trim(),
  limit: z.number().int().min(0, 'limit must be 0 or more').max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An admin's view of a user's most recent e-mails, SMS and push alerts, newest first: what each was
 * for, whether it went, and why not. Rows are the user's by outgoing_messages.user_id (set on insert
 * from the recipients read model, drizzle/0010), never by an address another account may hold now.
 * No body, no subject (a code e-mail's subject is harmless, but a body may hold the code), and the
 * recipient masked.
 */
export async function listUserDeliveries(
  { db }: NotificationsContext,
  raw: notificationsRpc.ListUserDeliveriesRequest,
): Promise<notificationsRpc.ListUserDeliveriesResponse> {
  const { userId, limit } = parseOrInvalid(request, raw);
  if (!UUID.test(userId)) return { deliveries: [] };
  const rows = await db
    .select({
      id: outgoingMessages.id,
      channel: outgoingMessages.channel,
      recipient: outgoingMessages.recipient,
      purpose: outgoingMessages.purpose,
      status: outgoingMessages.status,
      attempts: outgoingMessages.attempts,
      lastError: outgoingMessages.lastError,
      createdAt: outgoingMessages.createdAt,
      sentAt: outgoingMessages.sentAt,
    })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.userId, userId))
    .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
    .limit(limit || DEFAULT_LIMIT);
  return {
    deliveries: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      purpose: row.purpose,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError ? shortReason(row.lastError) : '',
      maskedRecipient: maskRecipient(row.channel, row.recipient),
      createdAt: new Date(row.createdAt).toISOString(),
      sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : '',
    })),
  };
}

/** "jane@example.com" → "j•••@example.com"; "07700 900123" → "07•••••123"; a push alert → "a browser". */
export function maskRecipient(channel: MessageChannel, recipient: string): string {
  if (channel === 'push') return 'a browser';
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at < 1) return '•••';
    return `${recipient[0]}•••${recipient.slice(at)}`;
  }
  const digits = recipient.replace(/[^\d+]/g, '');
  if (digits.length < 6) return '•••';
  return `${digits.slice(0, 2)}${'•'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/**
 * A failure's reason as an admin sees it: one line, short, with no address, number or code in it (a
 * mail server's reply can quote the recipient; an SMS provider's, the number).
 */
export function shortReason(reason: string): string {
  const line = reason
    .replace(/[^\s@<>]+@[^\s@<>]+/g, '[address]')
    .replace(/\+?\d[\d\s-]{3,}\d/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > REASON_LENGTH ? `${line.slice(0, REASON_LENGTH - 1)}…` : line;
}
