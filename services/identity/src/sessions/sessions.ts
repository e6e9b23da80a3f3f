import { type DbOrTx, RpcError } from '@localpros/kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../schema.js';

export const SESSION_DAYS = 30;

export async function openSession(db: DbOrTx, userId: string, impersonatorId: string | null = null) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, impersonatorId, expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000) })
    .returning();
  if (!session) throw new Error('insert returned no session');
  return session;
}

/** A live session of a live, active account; UNAUTHENTICATED otherwise. */
export async function requireLiveSession(db: DbOrTx, sessionId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw new RpcError(16, 'Please log in');
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    );
  if (!row) throw new RpcError(16, 'Please log in');
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
