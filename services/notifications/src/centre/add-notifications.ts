import { NOTIFICATIONS_PER_EVENT, NotificationsAdded } from '@localpros/contracts';
import { streamOnlyNotificationKinds } from '@localpros/contracts/rules';
import type { EventRecorder, Tx } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { browsersOf, queuePushAlerts, type RecordedNotification } from '../push/queue-push-alerts.js';
import { deletedUsers, leadNotifications, userNotifications } from '../schema.js';
import { type LeadWords, leadBody, type NewNotification } from './notification-wording.js';
import type { FeedRow } from './user-feed.js';

/** Rows per INSERT (seven arrays of this length, one parameter each). */
const ROWS_PER_STATEMENT = 5000;

/** A stored row as this statement hands it back: only those of users with a browser taking push. */
type ReturnedRow = Pick<FeedRow, 'user_id' | 'kind' | 'title' | 'body' | 'link' | 'job_id'> & { id: string };

/**
 * One statement: the rows inserted from seven arrays (unnest; drizzle's multi-row values() built a
 * parameter per value, which cost more CPU than the insert for a city job's hundreds of leads), and
 * their NotificationsAdded recorded from them in the same statement, NOTIFICATIONS_PER_EVENT rows an
 * event in id order (each event names its rows' id range and users), PostgreSQL building the
 * payloads: Node neither reads the rows back nor builds and serialises an event for them (issue 26),
 * and the lock below is held for one round trip fewer. Hands back only the rows of `pushUsers`, for
 * their push alerts.
 */
async function insertAndAnnounce(
  tx: Tx,
  events: EventRecorder,
  rows: NewNotification[],
  pushUsers: readonly string[],
): Promise<RecordedNotification[]> {
  const column = <T>(pick: (n: NewNotification) => T) => sql.param(rows.map(pick));
  // Each chunk's id range and users, never its rows' words (NotificationsAdded, version 2).
  const payloads = sql`
    select jsonb_build_object('fromId', min(id)::text, 'toId', max(id)::text,
        'userIds', jsonb_agg(distinct user_id)) as payload
    from (select stored.id, stored.user_id, (row_number() over (order by id) - 1) / ${NOTIFICATIONS_PER_EVENT}::int as chunk
          from stored) numbered
    group by chunk
    order by chunk`;
  const result = (await tx.execute(sql`
    with stored as (
      insert into ${userNotifications} (user_id, kind, title, body, link, job_id, read_at)
      select user_id, kind, title, body, link, job_id, case when unread then null else now() end
      from unnest(
        ${column((n) => n.userId)}::uuid[], ${column((n) => n.kind)}::text[], ${column((n) => n.title)}::text[],
        ${column((n) => n.body)}::text[], ${column((n) => n.link)}::text[], ${column((n) => n.jobId)}::uuid[],
        ${column((n) => !streamOnlyNotificationKinds.includes(n.kind))}::bool[]
      ) with ordinality as t(user_id, kind, title, body, link, job_id, unread, position)
      where not exists (select 1 from ${deletedUsers} d where d.user_id = t.user_id)
      order by position
      returning id, user_id, kind, title, body, link, job_id, created_at),
    announced as (${events.recordSelected(NotificationsAdded, payloads)})
    select id, user_id, kind, title, body, link, job_id from stored
    where user_id = any(${sql.param(pushUsers)}::uuid[])
    order by id`)) as unknown as { rows: ReturnedRow[] };
  return result.rows.map((row) => ({
    id: BigInt(row.id),
    userId: row.user_id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    jobId: row.job_id,
  }));
}

/** The lock under which ids are taken and committed one transaction at a time (addNotifications). */
const takeIdsLock = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('notifications.user_notifications', 0))`);

/**
 * Stores notifications for their users and records NotificationsAdded naming the stored rows, in the
 * caller's transaction (a consumer's inbox transaction): a redelivered event adds nothing twice, and
 * the live stream hears only of rows that committed. Users whose accounts were deleted get none
 * (left out by the insert itself: a read fewer per event, issue 26).
 *
 * Ids are the stream's event ids, so they must become visible in the order they were taken: a
 * transaction that took id 10 committing after one that took id 11 would let a stream resumed
 * after 11 miss 10. A transaction-scoped advisory lock, taken right before the insert and held to
 * the commit that follows at once, makes the taking and the committing of ids one at a time; what
 * does not need the ids (which users have a browser for push) is read before it.
 */
export async function addNotifications(
  tx: Tx,
  events: EventRecorder,
  notifications: NewNotification[],
): Promise<{ pushAlerts: number }> {
  if (notifications.length === 0) return { pushAlerts: 0 };
  const userIds = [...new Set(notifications.map((notification) => notification.userId))];
  const browsers = await browsersOf(tx, userIds);
  const pushUsers = [...new Set(browsers.map((browser) => browser.userId))];
  await takeIdsLock(tx);
  const stored: RecordedNotification[] = [];
  for (let start = 0; start < notifications.length; start += ROWS_PER_STATEMENT) {
    const rows = notifications.slice(start, start + ROWS_PER_STATEMENT);
    stored.push(...(await insertAndAnnounce(tx, events, rows, pushUsers)));
  }
  // The web push alerts of the stored notifications, for the browsers whose users take them: queued
  // in this transaction, sent after commit by the message sender (push/queue-push-alerts.ts), which
  // the caller wakes when there are any.
  return { pushAlerts: await queuePushAlerts(tx, stored, browsers) };
}

/**
 * Businesses a lead_notifications row holds. A row stays under PostgreSQL's TOAST threshold (~2 KB)
 * this way: 64 ids and distances are ~1.3 KB beside the words. Arrays moved out of line cost a
 * detoast on every row a scan checks, which the planner does not count: with one row of a city
 * job's 300 businesses it chose a sequential scan for a business's bell that read every job's
 * arrays (100 ms at 20,000 jobs, against 1 ms through the GIN index).
 */
const LEAD_ROW_BUSINESSES = 64;

/**
 * A new lead's notification for every business of the job: a row for each LEAD_ROW_BUSINESSES of
 * them (lead_notifications), the businesses and their distances in two arrays, where a row each was
 * as many rows again as matching's leads (issue 26). Recorded like addNotifications' rows, under the
 * same lock and with ids from the same sequence: NotificationsAdded names the rows' id range and
 * their businesses, NOTIFICATIONS_PER_EVENT businesses an event; deleted accounts are left out; the
 * push alerts of the businesses with a browser are queued in the caller's transaction.
 */
export async function addLeadNotification(
  tx: Tx,
  events: EventRecorder,
  words: LeadWords,
  leads: readonly { businessId: string; distanceKm: number | null }[],
): Promise<{ pushAlerts: number }> {
  if (leads.length === 0) return { pushAlerts: 0 };
  const browsers = await browsersOf(
    tx,
    leads.map((lead) => lead.businessId),
  );
  const pushUsers = [...new Set(browsers.map((browser) => browser.userId))];
  await takeIdsLock(tx);
  // The businesses in the rows' order, NOTIFICATIONS_PER_EVENT an event: each event's id range.
  const payloads = sql`
    select jsonb_build_object('fromId', min(id)::text, 'toId', max(id)::text,
        'userIds', jsonb_agg(user_id order by id, position)) as payload
    from (select stored.id, b.user_id, b.position,
            (row_number() over (order by stored.id, b.position) - 1) / ${NOTIFICATIONS_PER_EVENT}::int as chunk
          from stored cross join lateral unnest(stored.business_ids) with ordinality as b(user_id, position)) numbered
    group by chunk
    order by chunk`;
  const result = (await tx.execute(sql`
    with kept as (
      select business_id, distance_km, position, (position - 1) / ${LEAD_ROW_BUSINESSES}::int as row_number
      from (select t.business_id, t.distance_km, row_number() over (order by t.position) as position
      from unnest(${sql.param(leads.map((lead) => lead.businessId))}::uuid[],
          ${sql.param(leads.map((lead) => lead.distanceKm))}::real[])
        with ordinality as t(business_id, distance_km, position)
      where not exists (select 1 from ${deletedUsers} d where d.user_id = t.business_id)) numbered),
    stored as (
      insert into ${leadNotifications} (job_id, title, body, link, business_ids, distances_km)
      select ${words.jobId}::uuid, ${words.title}, ${words.body}, ${words.link},
        array_agg(business_id order by position), array_agg(distance_km order by position)
      from kept
      group by row_number
      order by row_number
      returning id, business_ids),
    announced as (${events.recordSelected(NotificationsAdded, payloads)})
    select stored.id::text as id, b.user_id
    from stored cross join lateral unnest(stored.business_ids) as b(user_id)
    where b.user_id = any(${sql.param(pushUsers)}::uuid[])`)) as unknown as { rows: { id: string; user_id: string }[] };
  // The rows of the businesses with a browser, for their push alerts.
  const rowOf = new Map(result.rows.map((row) => [row.user_id, row.id]));
  const alerts = leads.flatMap((lead) => {
    const id = rowOf.get(lead.businessId);
    if (id === undefined) return [];
    const body = leadBody(words.body, lead.distanceKm);
    return [
      {
        id,
        userId: lead.businessId,
        kind: 'lead_created',
        title: words.title,
        body,
        link: words.link,
        jobId: words.jobId,
      },
    ];
  });
  return { pushAlerts: await queuePushAlerts(tx, alerts, browsers) };
}
