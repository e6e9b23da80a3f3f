import type { identityRpc } from '@localpros/contracts';
import { SESSIONS_PER_CHECK } from '@localpros/contracts/rules';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IMPERSONATOR_REFUSED } from '../accounts/passwords-reset.js';
import { userMessage } from '../accounts/user-queries.js';
import type { IdentityContext } from '../context.js';
import { impersonationAudit, sessions } from '../schema.js';
import {
  liveSessionsAmong,
  recordSessionsEnded,
  requireLiveSession,
  revokeAllSessions,
  revokeImpersonationsBy,
  revokeSession,
  touchSession,
} from './sessions.js';

export async function authenticateSession(
  { db }: IdentityContext,
  request: identityRpc.SessionRef,
): Promise<identityRpc.AuthenticatedSession> {
  const { session, user } = await requireLiveSession(db, request.sessionId ?? '');
  await touchSession(db, session);
  return { user: await userMessage(db, user), impersonatorId: session.impersonatorId ?? '' };
}

const sessionRefs = z.object({
  sessionIds: z.array(z.uuid({ error: 'Each session id must be a UUID' })).max(SESSIONS_PER_CHECK, {
    error: `At most ${SESSIONS_PER_CHECK} sessions a check`,
  }),
});

/** The live sessions among those named, with their user (liveSessionsAmong); the others left out. */
export async function checkSessions(
  { db }: IdentityContext,
  request: identityRpc.SessionRefs,
): Promise<identityRpc.LiveSessions> {
  const { sessionIds } = parseOrInvalid(sessionRefs, request);
  const live = await liveSessionsAmong(db, [...new Set(sessionIds)]);
  return {
    sessions: live.map((session) => ({
      sessionId: session.id,
      userId: session.userId,
      impersonatorId: session.impersonatorId ?? '',
    })),
  };
}

/**
 * Ends the session. An admin's logout also ends every impersonation that admin started; the
 * logout of an impersonation ends the admin's session behind it too (the browser held only the
 * impersonation's token, so nobody could use or end that session any more). SessionsEnded names
 * them all, so every BFF ends their live streams.
 */
export async function logout(
  { db, outbox }: IdentityContext,
  request: identityRpc.SessionRef,
): Promise<identityRpc.Empty> {
  const { session, user } = await requireLiveSession(db, request.sessionId ?? '');
  await outbox.transaction(async (tx, events) => {
    const ended = await revokeSession(tx, session.id);
    if (session.impersonatorId) {
      await tx.insert(impersonationAudit).values({
        adminId: session.impersonatorId,
        userId: session.userId,
        sessionId: session.id,
        action: 'ended',
      });
      if (session.adminSessionId) ended.push(...(await revokeSession(tx, session.adminSessionId)));
      ended.push(...(await revokeImpersonationsBy(tx, session.impersonatorId)));
    } else if (user.userType === 'admin') {
      ended.push(...(await revokeImpersonationsBy(tx, user.id)));
    }
    await recordSessionsEnded(events, { userId: user.id, reason: 'logout', sessionIds: ended });
  });
  return {};
}

/** "Log out of all devices": every session of the user ends, this one included. */
export async function logoutEverywhere(
  { db, outbox }: IdentityContext,
  request: identityRpc.SessionRef,
): Promise<identityRpc.Empty> {
  const { session, user } = await requireLiveSession(db, request.sessionId ?? '');
  if (session.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  await outbox.transaction(async (tx, events) => {
    const ended = await revokeAllSessions(tx, user.id);
    await recordSessionsEnded(events, { userId: user.id, reason: 'logout_everywhere', sessionIds: ended });
  });
  return {};
}

const impersonatedRequest = z.object({
  sessionId: z.uuid(),
  method: z.enum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
  route: z.string().min(1).max(300),
  statusCode: z.number().int().min(100).max(599),
});

/**
 * One line of the impersonation audit per request. The admin and the user come from the
 * session row, not from the caller; a session that is not an impersonation records nothing.
 * The session may have just ended (the request was its logout): it is still recorded.
 */
export async function recordImpersonatedRequest(
  { db }: IdentityContext,
  request: identityRpc.ImpersonatedRequest,
): Promise<identityRpc.Empty> {
  const input = parseOrInvalid(impersonatedRequest, request);
  const [session] = await db
    .select({ userId: sessions.userId, impersonatorId: sessions.impersonatorId })
    .from(sessions)
    .where(eq(sessions.id, input.sessionId));
  if (!session?.impersonatorId) throw RpcError.notFound('No such impersonation session');
  await db.insert(impersonationAudit).values({
    adminId: session.impersonatorId,
    userId: session.userId,
    sessionId: input.sessionId,
    action: 'request',
    request: `${input.method} ${input.route}`,
    statusCode: input.statusCode,
  });
  return {};
}
