import type { identityRpc } from '@localpros/contracts';
import { RpcError } from '@localpros/kit';
import { findUserByEmail, userMessage } from '../accounts/user-queries.js';
import { recordAdminAction } from '../admin/admin-action.js';
import type { IdentityContext } from '../context.js';
import { impersonationAudit } from '../schema.js';
import {
  openImpersonationSession,
  recordSessionsEnded,
  requireLiveSession,
  revokeSession,
  touchSession,
} from './sessions.js';

/**
 * An admin's session opens a session as the user. The new session remembers the admin and the
 * admin's session: it lasts an hour at most and ends with that session or the admin's account.
 */
export async function startImpersonation(
  { outbox }: IdentityContext,
  request: identityRpc.StartImpersonationRequest,
): Promise<identityRpc.SessionResponse> {
  return outbox.transaction(async (tx, events) => {
    const { session: adminSession, user: admin } = await requireLiveSession(tx, request.adminSessionId);
    if (admin.userType !== 'admin' || adminSession.impersonatorId) {
      throw RpcError.permissionDenied('You do not have access to this');
    }
    const user = await findUserByEmail(tx, request.email ?? '');
    if (!user) throw RpcError.notFound('No user with that email');
    if (user.userType === 'admin') throw RpcError.invalidArgument('Admins cannot be impersonated');
    const session = await openImpersonationSession(tx, user.id, { id: admin.id, sessionId: adminSession.id });
    await tx
      .insert(impersonationAudit)
      .values({ adminId: admin.id, userId: user.id, sessionId: session.id, action: 'started' });
    await recordAdminAction(events, admin.id, 'impersonation_started', { type: user.userType, id: user.id });
    return {
      sessionId: session.id,
      user: await userMessage(tx, user),
      impersonatorId: admin.id,
      expiresAt: session.expiresAt.toISOString(),
    };
  });
}

/** Ends an impersonation session; the admin carries on with the session it was started from. */
export async function endImpersonation(
  { outbox }: IdentityContext,
  request: identityRpc.SessionRef,
): Promise<identityRpc.SessionResponse> {
  return outbox.transaction(async (tx, events) => {
    const { session } = await requireLiveSession(tx, request.sessionId);
    if (!session.impersonatorId || !session.adminSessionId) {
      throw RpcError.permissionDenied('You are not impersonating anyone');
    }
    const ended = await revokeSession(tx, session.id);
    await recordSessionsEnded(events, { userId: session.userId, reason: 'impersonation_ended', sessionIds: ended });
    await tx
      .insert(impersonationAudit)
      .values({ adminId: session.impersonatorId, userId: session.userId, sessionId: session.id, action: 'ended' });
    await recordAdminAction(events, session.impersonatorId, 'impersonation_ended', {
      type: 'user',
      id: session.userId,
    });
    // Live: requireLiveSession above checked the admin's session with the impersonation.
    const { session: adminSession, user: admin } = await requireLiveSession(tx, session.adminSessionId);
    await touchSession(tx, adminSession);
    return {
      sessionId: adminSession.id,
      user: await userMessage(tx, admin),
      impersonatorId: '',
      expiresAt: adminSession.expiresAt.toISOString(),
    };
  });
}
