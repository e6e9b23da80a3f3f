import type { identityRpc } from '@localpros/contracts';
import type { Outbox } from '@localpros/kit';
import { userMessage } from '../accounts/user-queries.js';
import { requireLiveSession, revokeSession } from './sessions.js';

export async function authenticateSession(
  outbox: Outbox,
  request: identityRpc.SessionRef,
): Promise<identityRpc.AuthenticatedSession> {
  const { session, user } = await requireLiveSession(outbox.db, request.sessionId ?? '');
  return { user: await userMessage(outbox.db, user), impersonatorId: session.impersonatorId ?? '' };
}

export async function logout(outbox: Outbox, request: identityRpc.SessionRef): Promise<identityRpc.Empty> {
  const { session } = await requireLiveSession(outbox.db, request.sessionId ?? '');
  await revokeSession(outbox.db, session.id);
  return {};
}
