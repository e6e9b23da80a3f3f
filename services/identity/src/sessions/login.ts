import { type identityRpc, loginInput } from '@localpros/contracts';
import { GrpcStatus, type Outbox, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, eq } from 'drizzle-orm';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../accounts/passwords.js';
import { findUserByEmail, userMessage } from '../accounts/user-queries.js';
import { recordAdminAction } from '../admin/admin-action.js';
import { consumeUserCode, issueCode } from '../codes/one-time-codes.js';
import type { IdentityConfig } from '../config.js';
import type { IdentityContext } from '../context.js';
import { users } from '../schema.js';
import { openSession } from './sessions.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const DEACTIVATED = 'Your account has been deactivated. Please contact support.';
export const UNVERIFIED = 'Please verify your email address first. We have sent you a new code.';
export const INVALID_SIGN_IN_CODE = 'This sign-in code is invalid or has expired';

/** Checks e-mail and password; the same answer for an unknown e-mail and a wrong password. */
async function checkCredentials(outbox: Outbox, config: IdentityConfig, request: identityRpc.LoginRequest) {
  const input = parseOrInvalid(loginInput, request);
  const user = await findUserByEmail(outbox.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) throw new RpcError(GrpcStatus.UNAUTHENTICATED, INVALID_CREDENTIALS);
  if (user.passwordHash && passwordNeedsRehash(user.passwordHash)) await rehash(outbox, user, input.password);
  if (!user.isActive) throw RpcError.permissionDenied(DEACTIVATED);
  if (!user.emailVerifiedAt) {
    await outbox.transaction((tx, events) =>
      issueCode(tx, events, {
        secret: config.codeSecret,
        encryptionKey: config.codeEncryptionKey,
        userId: user.id,
        purpose: 'account_verification',
        channel: 'email',
        recipient: user.email,
        recipientName: user.firstName,
        link: (code) => `${config.publicUrl}/?code=${encodeURIComponent(code)}&user_type=${user.userType}`,
      }),
    );
    throw RpcError.failedPrecondition(UNVERIFIED);
  }
  return user;
}

/** Replaces a hash made with older settings, now that the password is known (only if it is unchanged meanwhile). */
async function rehash(outbox: Outbox, user: typeof users.$inferSelect, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await outbox.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}

async function sessionFor(outbox: Outbox, user: typeof users.$inferSelect): Promise<identityRpc.SessionResponse> {
  // An admin's sign-in goes to the audit log with the session it opened.
  const session = await outbox.transaction(async (tx, events) => {
    const opened = await openSession(tx, user.id);
    if (user.userType === 'admin') await recordAdminAction(events, user.id, 'sign_in', { type: 'session', id: null });
    return opened;
  });
  return {
    sessionId: session.id,
    user: await userMessage(outbox.db, user),
    impersonatorId: '',
    expiresAt: session.expiresAt.toISOString(),
  };
}

export async function login({ outbox, config }: IdentityContext, request: identityRpc.LoginRequest) {
  const user = await checkCredentials(outbox, config, request);
  if (user.userType === 'admin' && !config.adminPasswordLogin) {
    throw RpcError.permissionDenied('Admins sign in with the code we e-mail them: use the admin sign-in');
  }
  return sessionFor(outbox, user);
}

/** Admin sign-in, step 1: right credentials of an admin → a one-time code by e-mail. */
export async function checkAdminCredentials(
  { outbox, config }: IdentityContext,
  request: identityRpc.LoginRequest,
): Promise<identityRpc.Empty> {
  const user = await checkCredentials(outbox, config, request);
  if (user.userType !== 'admin') throw new RpcError(GrpcStatus.UNAUTHENTICATED, INVALID_CREDENTIALS);
  await outbox.transaction((tx, events) =>
    issueCode(tx, events, {
      secret: config.codeSecret,
      encryptionKey: config.codeEncryptionKey,
      userId: user.id,
      purpose: 'admin_sign_in',
      channel: 'email',
      recipient: user.email,
      recipientName: user.firstName,
    }),
  );
  return {};
}

/** Admin sign-in, step 2: the e-mailed code opens the session. */
export async function completeAdminLogin(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.CompleteAdminLoginRequest,
): Promise<identityRpc.SessionResponse> {
  const user = await findUserByEmail(db, request.email ?? '');
  if (user?.userType !== 'admin' || !user.isActive) {
    throw new RpcError(GrpcStatus.UNAUTHENTICATED, INVALID_SIGN_IN_CODE);
  }
  const used = await outbox.transaction((tx) =>
    consumeUserCode(tx, {
      secret: config.codeSecret,
      userId: user.id,
      purpose: 'admin_sign_in',
      code: request.code ?? '',
    }),
  );
  if (!used) throw new RpcError(GrpcStatus.UNAUTHENTICATED, INVALID_SIGN_IN_CODE);
  return sessionFor(outbox, user);
}
