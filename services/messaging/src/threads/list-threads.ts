import type { messagingRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessagingContext } from '../context.js';
import { jobs, messages, threads } from '../schema.js';
import { removedAmong } from './account-events.js';
import { toThreadMessage } from './thread-message.js';

/** The other party's messages the user has not read yet, in one thread (correlated on threads). */
const unreadOf = (userId: string): SQL<number> => sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.threadId} = ${threads.id}
    and ${messages.senderId} <> ${userId}
    and ${messages.sentAt} > coalesce(
      case when ${threads.customerId} = ${userId} then ${threads.customerReadAt} else ${threads.businessReadAt} end,
      '-infinity'::timestamptz))`;

const isParty = (userId: string) => or(eq(threads.customerId, userId), eq(threads.businessId, userId));

/** At most this many threads in the user's list: the most recently active. */
export const THREADS_LISTED = 200;

/**
 * The threads the user is a party to (of one job, or all), most recently active first; `null` for
 * an admin's list of a job's threads, which carries no message text.
 */
async function threadsOf(db: MessagingContext['db'], userId: string | null, jobId?: string) {
  const newest = (column: SQL) => sql`(
    select ${column} from ${messages} where ${messages.threadId} = ${threads.id}
    order by ${messages.sentAt} desc limit 1)`;
  const rows = await db
    .select({
      thread: threads,
      jobTitle: jobs.title,
      unread: userId ? unreadOf(userId) : sql<number>`0`,
      lastText: newest(sql`${messages.text}`).mapWith(String),
      lastHasPhoto: newest(sql`${messages.photo} is not null`).mapWith(Boolean),
    })
    .from(threads)
    .leftJoin(jobs, eq(jobs.jobId, threads.jobId))
    .where(and(jobId ? eq(threads.jobId, jobId) : undefined, userId ? isParty(userId) : undefined))
    .orderBy(sql`coalesce(${threads.lastMessageAt}, ${threads.openedAt}) desc`)
    .limit(THREADS_LISTED);
  const removed = await removedAmong(
    db,
    rows.flatMap((row) => [row.thread.customerId, row.thread.businessId]),
  );
  return rows.map((row) =>
    toThreadMessage(row.thread, {
      jobTitle: row.jobTitle,
      unread: row.unread,
      lastText: userId ? row.lastText : null,
      lastHasPhoto: row.lastHasPhoto,
      removed,
    }),
  );
}

const jobThreadsRequest = z.object({ userId: z.uuid(), jobId: z.uuid() });

/** The threads of one job the user is a party to. */
export async function listJobThreads(
  { db }: MessagingContext,
  raw: messagingRpc.ListJobThreadsRequest,
): Promise<messagingRpc.ListThreadsResponse> {
  const { userId, jobId } = parseOrInvalid(jobThreadsRequest, raw);
  return { threads: await threadsOf(db, userId, jobId) };
}

const threadsRequest = z.object({ userId: z.uuid() });

/** All the user's threads, most recently active first. */
export async function listThreads(
  { db }: MessagingContext,
  raw: messagingRpc.ListThreadsRequest,
): Promise<messagingRpc.ListThreadsResponse> {
  const { userId } = parseOrInvalid(threadsRequest, raw);
  return { threads: await threadsOf(db, userId) };
}

/** Unread messages across the user's threads, per job. */
export async function countUnread(
  { db }: MessagingContext,
  raw: messagingRpc.CountUnreadRequest,
): Promise<messagingRpc.CountUnreadResponse> {
  const { userId } = parseOrInvalid(threadsRequest, raw);
  const rows = await db
    .select({ jobId: threads.jobId, unread: sql<number>`sum(${unreadOf(userId)})::int` })
    .from(threads)
    .where(and(isParty(userId), sql`${threads.lastMessageAt} is not null`))
    .groupBy(threads.jobId);
  const jobsWithUnread = rows.filter((row) => row.unread > 0);
  return { jobs: jobsWithUnread, total: jobsWithUnread.reduce((sum, row) => sum + row.unread, 0) };
}

const adminJobThreadsRequest = z.object({ adminId: z.uuid(), jobId: z.uuid() });

/** A job's threads for an admin: the parties and times, never a message's text. */
export async function adminListJobThreads(
  { db }: MessagingContext,
  raw: messagingRpc.AdminListJobThreadsRequest,
): Promise<messagingRpc.ListThreadsResponse> {
  const { jobId } = parseOrInvalid(adminJobThreadsRequest, raw);
  return { threads: await threadsOf(db, null, jobId) };
}
