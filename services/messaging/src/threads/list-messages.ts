import type { messagingRpc } from '@localpros/contracts';
import { type Db, parseOrInvalid, type Tx } from '@localpros/kit';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { jobs, messages } from '../schema.js';
import { removedAmong } from './account-events.js';
import { toMessage, toThreadMessage } from './thread-message.js';
import { ownReadAt, partyThread, type Side, type Thread } from './thread-party.js';

/** A thread holds at most this many messages in one answer: the newest ones. */
export const MESSAGES_PER_PAGE = 500;

/** The thread's messages, oldest first, as the given side (or an admin: no side) sees them. */
export async function threadWithMessages(
  db: Db | Tx,
  thread: Thread,
  side: Side | null,
): Promise<messagingRpc.ListMessagesResponse> {
  const [rows, [job], removed] = await Promise.all([
    db
      .select({
        id: messages.id,
        threadId: messages.threadId,
        senderId: messages.senderId,
        senderType: messages.senderType,
        text: messages.text,
        photoContentType: messages.photoContentType,
        sentAt: messages.sentAt,
        hasPhoto: sql<boolean>`${messages.photo} is not null`,
      })
      .from(messages)
      .where(eq(messages.threadId, thread.id))
      .orderBy(asc(messages.sentAt))
      .limit(MESSAGES_PER_PAGE),
    db.select({ title: jobs.title }).from(jobs).where(eq(jobs.jobId, thread.jobId)),
    removedAmong(db, [thread.customerId, thread.businessId]),
  ]);
  const readMark = side ? ownReadAt(thread, side) : null;
  const unread = side
    ? rows.filter(
        (row) => row.senderType !== side && (readMark === null || Date.parse(row.sentAt) > Date.parse(readMark)),
      ).length
    : 0;
  const last = rows.at(-1);
  return {
    thread: toThreadMessage(thread, {
      jobTitle: job?.title ?? null,
      unread,
      lastText: last?.text ?? null,
      lastHasPhoto: last?.hasPhoto ?? false,
      removed,
    }),
    messages: rows.map((row) => toMessage(row, thread)),
  };
}

const listMessagesRequest = z.object({ userId: z.uuid(), threadId: z.uuid() });

/** A thread and its messages, for one of its two parties. */
export async function listMessages(
  { db }: MessagingContext,
  raw: messagingRpc.ListMessagesRequest,
): Promise<messagingRpc.ListMessagesResponse> {
  const { userId, threadId } = parseOrInvalid(listMessagesRequest, raw);
  const { thread, side } = await partyThread(db, threadId, userId);
  return threadWithMessages(db, thread, side);
}
