import { idsInOrder, NOTIFICATIONS_PER_EVENT, type notificationsRpc } from '@localpros/contracts';
import {
  LIVE_STREAM_RECENT_ON_UNKNOWN_ID,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_READ_MAX_IDS,
  streamOnlyNotificationKinds,
} from '@localpros/contracts/rules';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { leadNotificationReads, leadNotifications, userNotifications } from '../schema.js';
import { addedOf, type FeedRow, feedColumns, feedOf, viewOf } from './user-feed.js';

/** Ids are bigserial: decimal, within what a bigint holds. */
const notificationId = z
  .string()
  .refine((id) => /^\d{1,19}$/.test(id) && BigInt(id) <= 9_223_372_036_854_775_807n, 'must be a notification id');
const userId = z.uuid('userId must be a user id');

/** The bell's list leaves out what the stream alone carries (a condition on feedOf's rows). */
const inTheBell = sql`feed.kind <> all(${sql.param([...streamOnlyNotificationKinds])}::text[])`;

/** The user's notifications (feedOf) that `where` keeps, in `order`, at most `limit`. */
async function readFeed(db: Db, user: string, where: SQL, order: 'asc' | 'desc', limit: number): Promise<FeedRow[]> {
  const result = (await db.execute(
    sql`select ${feedColumns} from ${feedOf(user)} where ${where} order by feed.id ${sql.raw(order)} limit ${limit}`,
  )) as unknown as { rows: FeedRow[] };
  return result.rows;
}

async function unreadCount(db: Db, user: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as unread from ${feedOf(user)} where feed.read_at is null and ${inTheBell}`,
  )) as unknown as { rows: { unread: number }[] };
  return result.rows[0]?.unread ?? 0;
}

const listRequest = z.object({
  userId,
  beforeId: notificationId.optional(),
  limit: z.number().int().min(0).max(NOTIFICATIONS_PAGE_MAX),
});

/** The bell: the user's notifications newest first, a page before `beforeId`, and the unread count. */
export async function listNotifications(
  { db }: { db: Db },
  raw: notificationsRpc.ListNotificationsRequest,
): Promise<notificationsRpc.ListNotificationsResponse> {
  const request = parseOrInvalid(listRequest, raw);
  const before = request.beforeId ? sql` and feed.id < ${request.beforeId}::bigint` : sql``;
  const rows = await readFeed(
    db,
    request.userId,
    sql`${inTheBell}${before}`,
    'desc',
    request.limit || NOTIFICATIONS_PAGE_DEFAULT,
  );
  return { notifications: rows.map(viewOf), unreadCount: await unreadCount(db, request.userId) };
}

const afterRequest = z.object({
  userId,
  // Anything: an id that is not one of the user's resumes from the user's latest.
  afterId: z.string().max(100),
  limit: z.number().int().min(0).max(500),
});

/**
 * The live stream's resume, oldest first, every kind: the user's notifications after `afterId`
 * when that is one of the user's own; otherwise (malformed, unknown, purged, another user's) the
 * user's latest LIVE_STREAM_RECENT_ON_UNKNOWN_ID, never anyone else's.
 */
export async function listNotificationsAfter(
  { db }: { db: Db },
  raw: notificationsRpc.ListNotificationsAfterRequest,
): Promise<notificationsRpc.ListNotificationsAfterResponse> {
  const request = parseOrInvalid(afterRequest, raw);
  const after = notificationId.safeParse(request.afterId);
  const [own] = after.success ? await readFeed(db, request.userId, sql`feed.id = ${after.data}::bigint`, 'asc', 1) : [];
  if (own) {
    const rows = await readFeed(db, request.userId, sql`feed.id > ${own.id}::bigint`, 'asc', request.limit || 100);
    return { notifications: rows.map(viewOf), fromLatest: false };
  }
  const latest = await readFeed(
    db,
    request.userId,
    sql`true`,
    'desc',
    Math.min(request.limit || LIVE_STREAM_RECENT_ON_UNKNOWN_ID, LIVE_STREAM_RECENT_ON_UNKNOWN_ID),
  );
  return { notifications: latest.reverse().map(viewOf), fromLatest: true };
}

/**
 * The widest id range one NotificationsAdded may name. Its rows take their ids one after another
 * under the insert's lock (add-notifications.ts), so a real range is as wide as its rows; the bound
 * keeps a read from scanning more ids than this.
 */
const ADDED_RANGE_MAX = 10_000n;

/** How many ids from `fromId` to `toId` (0 where either is not an id: the fields' own issues say so). */
const rangeWidth = (fromId: string, toId: string): bigint =>
  notificationId.safeParse(fromId).success && notificationId.safeParse(toId).success
    ? BigInt(toId) - BigInt(fromId) + 1n
    : 0n;

const addedRequest = z
  .object({
    userIds: z
      .array(userId)
      .min(1, 'name at least one user')
      .max(NOTIFICATIONS_PER_EVENT, `at most ${NOTIFICATIONS_PER_EVENT} users`),
    fromId: notificationId,
    toId: notificationId,
  })
  .refine(idsInOrder, { message: 'fromId must not be after toId', path: ['toId'] })
  .refine(({ fromId, toId }) => rangeWidth(fromId, toId) < ADDED_RANGE_MAX, {
    message: `the range must hold fewer than ${ADDED_RANGE_MAX} ids`,
    path: ['toId'],
  });

/**
 * The live hub's read of one NotificationsAdded: the rows in its id range of the users named (those
 * with streams on the asking BFF), oldest first, every kind. The event names its rows instead of
 * carrying them (issue 26); the BFF gives each row to its own user's streams only.
 */
export async function listAddedNotifications(
  { db }: { db: Db },
  raw: notificationsRpc.ListAddedNotificationsRequest,
): Promise<notificationsRpc.ListAddedNotificationsResponse> {
  const request = parseOrInvalid(addedRequest, raw);
  const result = (await db.execute(
    sql`select ${feedColumns} from ${addedOf(request.fromId, request.toId, request.userIds)}
      order by feed.id, feed.position limit ${NOTIFICATIONS_PER_EVENT}`,
  )) as unknown as { rows: FeedRow[] };
  return { notifications: result.rows.map((row) => ({ userId: row.user_id, notification: viewOf(row) })) };
}

const markRequest = z
  .object({
    userId,
    ids: z.array(notificationId).max(NOTIFICATIONS_READ_MAX_IDS, `at most ${NOTIFICATIONS_READ_MAX_IDS} ids`),
    all: z.boolean(),
  })
  .refine((r) => r.all || r.ids.length > 0, { message: 'name the notifications to mark read, or all', path: ['ids'] });

/** Marks the user's notifications read (those named that are the user's, or all); the unread count left. */
export async function markNotificationsRead(
  { db }: { db: Db },
  raw: notificationsRpc.MarkNotificationsReadRequest,
): Promise<notificationsRpc.MarkNotificationsReadResponse> {
  const request = parseOrInvalid(markRequest, raw);
  await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(userNotifications.userId, request.userId),
        isNull(userNotifications.readAt),
        request.all ? undefined : inArray(userNotifications.id, request.ids.map(BigInt)),
      ),
    );
  // The new-lead rows it is one of the businesses of: a read mark each (one row serves them all).
  const named = request.all ? sql`` : sql` and l.id = any(${sql.param(request.ids)}::bigint[])`;
  await db.execute(sql`
    insert into ${leadNotificationReads} (notification_id, user_id)
    select l.id, ${request.userId}::uuid from ${leadNotifications} l
    where l.business_ids @> array[${request.userId}::uuid]${named}
    on conflict do nothing`);
  return { unreadCount: await unreadCount(db, request.userId) };
}
