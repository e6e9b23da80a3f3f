import { type PayloadOf, SESSIONS_PER_EVENT, SessionsEnded } from '@localpros/contracts';
import { type DbOrTx, type EventRecorder, isUuid, RpcError, uuidIn } from '@localpros/kit';
import { and, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { sessions, users } from '../schema.js';

/** The hard limit of a session, however active. */
export const SESSION_DAYS = 30;
/** A session unused for this long ends. */
export const SESSION_IDLE_DAYS = 7;
/** The hard limit of an impersonation session. */
export const IMPERSONATION_MINUTES = 60;
/** last_seen_at is written at most this often, so most requests only read. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Whether a use slides the session's idle limit: last_seen_at is written at most once a resolution. */
const isSeenLongAgo = (session: { lastSeenAt: Date }) =>
  Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS;

const DAY_MS = 24 * 3600 * 1000;

export async function openSession(db: DbOrTx, userId: string) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
    .returning();
  if (!session) throw new Error('insert returned no session');
  return session;
}

/** A session as the user, for the admin behind `adminSessionId`; it ends within the hour, or with the admin's session. */
export async function openImpersonationSession(db: DbOrTx, userId: string, admin: { id: string; sessionId: string }) {
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      impersonatorId: admin.id,
      adminSessionId: admin.sessionId,
      expiresAt: new Date(Date.now() + IMPERSONATION_MINUTES * 60_000),
    })
    .returning();
  if (!session) throw new Error('insert returned no session');
  return session;
}

const impersonator = alias(users, 'impersonator');
const adminSession = alias(sessions, 'admin_session');

/**
 * The live ones among the sessions `which` names, as `query` (a select from sessions) selects
 * them: not revoked, not past the hard expiry, used within the idle limit, of a live, active
 * account; for an impersonation also an active admin whose own session is live. The one place that
 * says what makes a session live.
 */
function liveSessionsWhere<T extends PgSelect>(query: T, which: SQL) {
  return query
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonator, eq(impersonator.id, sessions.impersonatorId))
    .leftJoin(adminSession, eq(adminSession.id, sessions.adminSessionId))
    .where(
      and(
        which,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - ${sql.raw(`interval '${SESSION_IDLE_DAYS} days'`)}`),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        or(
          isNull(sessions.impersonatorId),
          and(
            eq(impersonator.isActive, true),
            isNull(impersonator.deletedAt),
            isNull(adminSession.revokedAt),
            gt(adminSession.expiresAt, sql`now()`),
          ),
        ),
      ),
    );
}

/** A live session (liveSessionsWhere) with its user; UNAUTHENTICATED otherwise. */
export async function requireLiveSession(db: DbOrTx, sessionId: string) {
  if (!isUuid(sessionId)) throw RpcError.unauthenticated('Please log in');
  const [row] = await liveSessionsWhere(
    db.select({ session: sessions, user: users }).from(sessions).$dynamic(),
    eq(sessions.id, sessionId),
  );
  if (!row) throw RpcError.unauthenticated('Please log in');
  return row;
}

/**
 * Which of these sessions are live, in one read, and their idle limits slid as touchSession
 * slides one (an open live stream is the user's page, open): the live streams' check of every
 * session they hold, once a heartbeat period, without a call and three statements each.
 */
export async function liveSessionsAmong(db: DbOrTx, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  const fields = {
    id: sessions.id,
    userId: sessions.userId,
    impersonatorId: sessions.impersonatorId,
    lastSeenAt: sessions.lastSeenAt,
  };
  const live = await liveSessionsWhere(db.select(fields).from(sessions).$dynamic(), uuidIn(sessions.id, sessionIds));
  const stale = live.filter(isSeenLongAgo).map((session) => session.id);
  if (stale.length > 0) await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(uuidIn(sessions.id, stale));
  return live;
}

/** Slides the idle limit; writes only when last_seen_at is older than the resolution. */
export async function touchSession(db: DbOrTx, session: { id: string; lastSeenAt: Date }): Promise<void> {
  if (!isSeenLongAgo(session)) return;
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, session.id));
}

/** Why sessions ended, as SessionsEnded says it. */
export type SessionEndReason = PayloadOf<typeof SessionsEnded>['reason'];

/**
 * Records SessionsEnded for the sessions just revoked, in the caller's transaction (several events
 * when there are many): the BFFs end those sessions' live streams at once. Nothing when none were.
 */
export async function recordSessionsEnded(
  events: EventRecorder,
  ended: { userId: string; reason: SessionEndReason; sessionIds: readonly string[] },
): Promise<void> {
  const sessionIds = [...new Set(ended.sessionIds)];
  if (sessionIds.length === 0) return;
  const endedAt = new Date().toISOString();
  const payloads = [];
  for (let start = 0; start < sessionIds.length; start += SESSIONS_PER_EVENT) {
    payloads.push({
      userId: ended.userId,
      sessionIds: sessionIds.slice(start, start + SESSIONS_PER_EVENT),
      reason: ended.reason,
      endedAt,
    });
  }
  await events.recordMany(SessionsEnded, payloads);
}

/** The ids of revoked sessions that had not expired (an expired one has nothing left to end). */
const unexpired = (rows: { id: string; expiresAt: Date }[]) =>
  rows.filter((row) => row.expiresAt.getTime() > Date.now()).map((row) => row.id);

/** Ends the session; answers its id, or none when it had already ended. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return unexpired(revoked);
}

/**
 * Ends every session of the user except `keepSessionId` (none when null), and every
 * impersonation the user started as an admin (they would die with the admin's sessions anyway;
 * revoking them says so in the table). Answers the ids of those that had not expired.
 */
export async function revokeAllSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string | null = null,
): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return unexpired(revoked);
}

/** Ends the impersonation sessions an admin started (any logout of the admin ends them); answers their ids. */
export async function revokeImpersonationsBy(db: DbOrTx, adminId: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.impersonatorId, adminId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return unexpired(revoked);
}
