import { idsInOrder, NOTIFICATIONS_PER_EVENT, type notificationsRpc } from '@localpros/contracts';
import {
  LIVE_STREAM_RECENT_ON_UNKNOWN_ID,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_READ_MAX_IDS,
  streamOnlyNotificationKinds,
} from '@localpros/contracts/rules';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { and, asc, between, count, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userNotifications } from '../schema.js';

/** Ids are bigserial: decimal, within what a bigint holds. */
const notificationId = z
  .string()
  .refine((id) => /^\d{1,19}$/.test(id) && BigInt(id) <= 9_223_372_036_854_775_807n, 'must be a notification id');
const userId = z.uuid('userId must be a user id');

/** The bell's list leaves out what the stream alone carries. */
const inTheBell = notInArray(userNotifications.kind, [...streamOnlyNotificationKinds]);

type Row = typeof userNotifications.$inferSelect;

const view = (row: Row): notificationsRpc.UserNotification => ({
  id: row.id.toString(),
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  jobId: row.jobId ?? undefined,
  read: row.readAt !== null,
  createdAt: new Date(row.createdAt).toISOString(),
});

async function unreadCount(db: Db, user: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, user), isNull(userNotifications.readAt), inTheBell));
  return row?.unread ?? 0;
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
  const rows = await db
    .select()
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, request.userId),
        inTheBell,
        request.beforeId ? lt(userNotifications.id, BigInt(request.beforeId)) : undefined,
      ),
    )
    .orderBy(desc(userNotifications.id))
    .limit(request.limit || NOTIFICATIONS_PAGE_DEFAULT);
  return { notifications: rows.map(view), unreadCount: await unreadCount(db, request.userId) };
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
  const mine = eq(userNotifications.userId, request.userId);
  const after = notificationId.safeParse(request.afterId);
  const [own] = after.success
    ? await db
        .select({ id: userNotifications.id })
        .from(userNotifications)
        .where(and(mine, eq(userNotifications.id, BigInt(after.data))))
    : [];
  if (own) {
    const rows = await db
      .select()
      .from(userNotifications)
      .where(and(mine, gt(userNotifications.id, own.id)))
      .orderBy(asc(userNotifications.id))
      .limit(request.limit || 100);
    return { notifications: rows.map(view), fromLatest: false };
  }
  const latest = await db
    .select()
    .from(userNotifications)
    .where(mine)
    .orderBy(desc(userNotifications.id))
    .limit(Math.min(request.limit || LIVE_STREAM_RECENT_ON_UNKNOWN_ID, LIVE_STREAM_RECENT_ON_UNKNOWN_ID));
  return { notifications: latest.reverse().map(view), fromLatest: true };
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
  const rows = await db
    .select()
    .from(userNotifications)
    .where(
      and(
        between(userNotifications.id, BigInt(request.fromId), BigInt(request.toId)),
        inArray(userNotifications.userId, request.userIds),
      ),
    )
    .orderBy(asc(userNotifications.id))
    .limit(NOTIFICATIONS_PER_EVENT);
  return { notifications: rows.map((row) => ({ userId: row.userId, notification: view(row) })) };
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
  return { unreadCount: await unreadCount(db, request.userId) };
}
