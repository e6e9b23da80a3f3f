import type { notificationsRpc } from '@localpros/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { leadNotificationReads, leadNotifications, userNotifications } from '../schema.js';
import { leadBody } from './notification-wording.js';

/**
 * A user's notifications as one list: its own rows (user_notifications) and the new-lead rows it is
 * one of the businesses of (lead_notifications, a row per 64 of a job's businesses), with its read
 * mark and its distance.
 * Both tables take their ids from one sequence, so the list orders by id as a single table would;
 * the readers' filters on `id`, `kind` and `read_at` reach into both halves.
 */
export function feedOf(userId: string): SQL {
  const mine = sql`${userId}::uuid`;
  return sql`(
    select n.id, n.user_id, n.kind, n.title, n.body, n.link, n.job_id, n.created_at, n.read_at,
      false as per_job, null::double precision as distance_km
    from ${userNotifications} n
    where n.user_id = ${mine}
    union all
    select l.id, ${mine}, 'lead_created', l.title, l.body, l.link, l.job_id, l.created_at, r.read_at,
      true, l.distances_km[array_position(l.business_ids, ${mine})]
    from ${leadNotifications} l
    left join ${leadNotificationReads} r on r.notification_id = l.id and r.user_id = ${mine}
    where l.business_ids @> array[${mine}]
  ) feed`;
}

/**
 * The rows of both tables in the id range `fromId`–`toId` that belong to `userIds`: what one
 * NotificationsAdded names, for the live hub. A lead row gives one row per business named, in its
 * businesses' order.
 */
export function addedOf(fromId: string, toId: string, userIds: readonly string[]): SQL {
  const range = sql`between ${fromId}::bigint and ${toId}::bigint`;
  const users = sql`${sql.param(userIds)}::uuid[]`;
  return sql`(
    select n.id, n.user_id, n.kind, n.title, n.body, n.link, n.job_id, n.created_at, n.read_at,
      false as per_job, null::double precision as distance_km, 0::bigint as position
    from ${userNotifications} n
    where n.id ${range} and n.user_id = any(${users})
    union all
    select l.id, b.user_id, 'lead_created', l.title, l.body, l.link, l.job_id, l.created_at, r.read_at,
      true, b.distance_km, b.position
    from ${leadNotifications} l
    cross join lateral unnest(l.business_ids, l.distances_km) with ordinality as b(user_id, distance_km, position)
    left join ${leadNotificationReads} r on r.notification_id = l.id and r.user_id = b.user_id
    where l.id ${range} and b.user_id = any(${users})
  ) feed`;
}

/** A row of feedOf (or of listAddedNotifications' read), as the driver hands it back. */
export interface FeedRow {
  id: string | bigint;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  job_id: string | null;
  created_at: string | Date;
  read_at: string | Date | null;
  /** A lead_notifications row: its body takes the business's distance (leadBody). */
  per_job: boolean;
  distance_km: number | null;
}

export const feedColumns = sql.raw(
  'feed.id, feed.user_id, feed.kind, feed.title, feed.body, feed.link, feed.job_id, feed.created_at, feed.read_at, feed.per_job, feed.distance_km',
);

/** One notification as the bell, the stream and the live hub hand it on. */
export const viewOf = (row: FeedRow): notificationsRpc.UserNotification => ({
  id: row.id.toString(),
  kind: row.kind,
  title: row.title,
  body: row.per_job ? leadBody(row.body, row.distance_km) : row.body,
  link: row.link,
  jobId: row.job_id ?? undefined,
  read: row.read_at !== null,
  createdAt: new Date(row.created_at).toISOString(),
});
