import type { identityRpc } from '@localpros/contracts';
import { type Outbox, RpcError } from '@localpros/kit';
import { findUserByEmail, userMessage } from '../accounts/user-queries.js';
import { impersonationAudit } from '../schema.js';
import { openSession, requireLiveSession, revokeSession } from './sessions.js';

/** An admin's session opens a session as the user; the new session remembers the admin. */
export async function startImpersonation(
  outbox: Outbox,
  request: identityRpc.StartImpersonationRequest,
): Promise<identityRpc.SessionResponse> {
  return outbox.transaction(async (tx) => {
    const { session: adminSession, user: admin } = await requireLiveSession(tx, request.adminSessionId);
    if (admin.userType !== 'admin' || adminSession.impersonatorId) {
      throw RpcError.permissionDenied('You do not have access to this');
    }
    const user = await findUserByEmail(tx, request.email ?? '');
    if (!user) throw RpcError.notFound('No user with that email');
    if (user.userType === 'admin') throw RpcError.invalidArgument('Admins cannot be impersonated');
    const session = await openSession(tx, user.id, admin.id);
    await tx
      .insert(impersonationAudit)
      .values({ adminId: admin.id, userId: user.id, sessionId: session.id, action: 'started' });
    return { sessionId: session.id, user: await userMessage(tx, user), impersonatorId: admin.id };
  });
}

/** Ends an impersonation session and gives the admin a fresh session of their own. */
export async function endImpersonation(
  outbox: Outbox,
  request: identityRpc.SessionRef,
): Promise<identityRpc.SessionResponse> {
  return outbox.transaction(async (tx) => {
    const { session } = await requireLiveSession(tx, request.sessionId);
    if (!session.impersonatorId) throw RpcError.permissionDenied('You are not impersonating anyone');
    await revokeSession(tx, session.id);
    await tx
      .insert(impersonationAudit)
      .values({ adminId: session.impersonatorId, userId: session.userId, sessionId: session.id, action: 'ended' });
    const adminSession = await openSession(tx, session.impersonatorId);
    const { user: admin } = await requireLiveSession(tx, adminSession.id);
    return { sessionId: adminSession.id, user: await userMessage(tx, admin), impersonatorId: '' };
  });
}
