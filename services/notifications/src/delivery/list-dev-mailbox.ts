import type { notificationsRpc } from '@localpros/contracts';
import { GrpcStatus, parseOrInvalid, RpcError } from '@localpros/kit';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NotificationsContext } from '../context.js';
import { outgoingMessages } from '../schema.js';
import { messageBody } from './sealed-message.js';

const DEFAULT_LIMIT = 50;

const request = z.object({
  recipient: z.string().trim().max(254, 'recipient is too long'),
  limit: z.number().int().min(0, 'limit must be 0 or more').max(500, 'limit must be at most 500'),
});

/**
 * Every e-mail and SMS sent, newest first: for demos and tests. Refused on production. A message
 * with a code shows its real text (the sealed body, opened here), as the recipient received it.
 */
export async function listDevMailbox(
  { db, config, sealers }: NotificationsContext,
  raw: notificationsRpc.ListDevMailboxRequest,
): Promise<notificationsRpc.ListDevMailboxResponse> {
  if (!config.devMailbox) {
    throw new RpcError(GrpcStatus.FAILED_PRECONDITION, 'The dev mailbox is not available on production');
  }
  const { recipient, limit } = parseOrInvalid(request, raw);
  const rows = await db
    .select()
    .from(outgoingMessages)
    // E-mail addresses compare without case, as mail servers do.
    .where(recipient ? eq(sql`lower(${outgoingMessages.recipient})`, recipient.toLowerCase()) : undefined)
    .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
    .limit(limit || DEFAULT_LIMIT);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject ?? '',
      text: messageBody(row, sealers.body).text,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
