import type { notificationsRpc } from '@localpros/contracts';
import {
  LIVE_STREAM_RECENT_ON_UNKNOWN_ID,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_READ_MAX_IDS,
  streamOnlyNotificationKinds,
} from '@localpros/contracts/rules';
import { type Db, parseOrInvalid } from '@localpros/kit';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
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
