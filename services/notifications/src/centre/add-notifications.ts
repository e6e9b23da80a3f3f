import { NOTIFICATIONS_PER_EVENT, NotificationsAdded } from '@localpros/contracts';
import { streamOnlyNotificationKinds } from '@localpros/contracts/rules';
import type { EventRecorder, Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { queuePushAlerts } from '../push/queue-push-alerts.js';
import { deletedUsers, userNotifications } from '../schema.js';
import type { NewNotification } from './notification-wording.js';

/** Rows per INSERT (seven arrays of this length, one parameter each). */
const ROWS_PER_STATEMENT = 5000;

type StoredRow = typeof userNotifications.$inferSelect;

/**
 * One INSERT of the rows as seven arrays (unnest), ids taken in the arrays' order. Not drizzle's
 * multi-row values(): building a statement with a parameter per value cost more CPU than the
 * insert itself for a city job's hundreds of leads (the live bench's profile: drizzle's query
 * building was 15 % of the embedded process, on the path of every lead).
 */
async function insertRows(tx: Tx, rows: NewNotification[]): Promise<StoredRow[]> {
  const column = <T>(pick: (n: NewNotification) => T) => sql.param(rows.map(pick));
  const inserted = (await tx.execute(sql`
    insert into ${userNotifications} (user_id, kind, title, body, link, job_id, read_at)
    select user_id, kind, title, body, link, job_id, case when unread then null else now() end
    from unnest(
      ${column((n) => n.userId)}::uuid[], ${column((n) => n.kind)}::text[], ${column((n) => n.title)}::text[],
      ${column((n) => n.body)}::text[], ${column((n) => n.link)}::text[], ${column((n) => n.jobId)}::uuid[],
      ${column((n) => !streamOnlyNotificationKinds.includes(n.kind))}::bool[]
    ) with ordinality as t(user_id, kind, title, body, link, job_id, unread, position)
    where not exists (select 1 from ${deletedUsers} d where d.user_id = t.user_id)
    order by position
    returning id, user_id, kind, title, body, link, job_id, created_at, read_at`)) as unknown as {
    rows: {
      id: string;
      user_id: string;
      kind: string;
      title: string;
      body: string;
      link: string;
      job_id: string | null;
      // As drizzle's driver hands raw rows back: a timestamptz as text.
      created_at: string;
      read_at: string | null;
    }[];
  };
  return inserted.rows
    .map((row) => ({
      id: BigInt(row.id),
      userId: row.user_id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      jobId: row.job_id,
      createdAt: row.created_at,
      readAt: row.read_at,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Stores notifications for their users and records NotificationsAdded with the stored rows, in the
 * caller's transaction (a consumer's inbox transaction): a redelivered event adds nothing twice, and
 * the live stream hears only of rows that committed. Users whose accounts were deleted get none
 * (left out by the insert itself: a read fewer per event, issue 26).
 *
 * Ids are the stream's event ids, so they must become visible in the order they were taken: a
 * transaction that took id 10 committing after one that took id 11 would let a stream resumed
 * after 11 miss 10. A transaction-scoped advisory lock, taken right before the insert and held to
 * the commit that follows at once, makes the taking and the committing of ids one at a time.
 */
export async function addNotifications(
  tx: Tx,
  events: EventRecorder,
  notifications: NewNotification[],
): Promise<{ pushAlerts: number }> {
  const none = { pushAlerts: 0 };
  if (notifications.length === 0) return none;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('notifications.user_notifications', 0))`);
  const stored: StoredRow[] = [];
  for (let start = 0; start < notifications.length; start += ROWS_PER_STATEMENT) {
    stored.push(...(await insertRows(tx, notifications.slice(start, start + ROWS_PER_STATEMENT))));
  }
  const payloads = [];
  for (let start = 0; start < stored.length; start += NOTIFICATIONS_PER_EVENT) {
    payloads.push({
      notifications: stored.slice(start, start + NOTIFICATIONS_PER_EVENT).map((row) => ({
        id: row.id.toString(),
        userId: row.userId,
        kind: row.kind as NewNotification['kind'],
        title: row.title,
        body: row.body,
        link: row.link,
        jobId: row.jobId,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    });
  }
  await events.recordMany(NotificationsAdded, payloads);
  // The web push alerts of the stored notifications, for the browsers whose users take them: queued
  // in this transaction, sent after commit by the message sender (push/queue-push-alerts.ts), which
  // the caller wakes when there are any.
  return { pushAlerts: await queuePushAlerts(tx, stored) };
}
