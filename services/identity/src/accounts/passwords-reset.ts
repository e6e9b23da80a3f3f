import { type identityRpc, normaliseMobile, resetPasswordInput, updatePasswordInput } from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { consumeCode, issueCode } from '../codes/one-time-codes.js';
import type { IdentityContext } from '../context.js';
import { users } from '../schema.js';
import { recordSessionsEnded, revokeAllSessions } from '../sessions/sessions.js';
import { hashPassword, requireCurrentPassword } from './passwords.js';
import { findUserByEmail, findUserByMobile, requireUser } from './user-queries.js';

export const INVALID_RESET_CODE = 'This code is invalid or has expired';
export { WRONG_CURRENT_PASSWORD } from './passwords.js';
export const IMPERSONATOR_REFUSED = 'An admin acting as this user cannot do this';

/** Forgot password: a reset code by e-mail, or by SMS for a mobile number. Silent when no account matches. */
export async function sendSecurityCode(
  { outbox, config }: IdentityContext,
  request: identityRpc.SendSecurityCodeRequest,
): Promise<identityRpc.Empty> {
  const identifier = (request.identifier ?? '').trim();
  const mobile = normaliseMobile(identifier);
  const byMobile = mobile !== null;
  await outbox.transaction(async (tx, events) => {
    const user = mobile ? await findUserByMobile(tx, mobile) : await findUserByEmail(tx, identifier);
    if (!user?.isActive) return;
    await issueCode(tx, events, {
      secret: config.codeSecret,
      encryptionKey: config.codeEncryptionKey,
      userId: user.id,
      purpose: 'password_reset',
      channel: byMobile ? 'sms' : 'email',
      recipient: byMobile ? (user.mobileNumber ?? '') : user.email,
      recipientName: user.firstName,
      link: (code) => `${config.publicUrl}/forgot-password/reset?code=${encodeURIComponent(code)}`,
    });
  });
  return {};
}

/** Sets a new password with a reset code; every session of the account ends. */
export async function resetPassword(
  { outbox, config }: IdentityContext,
  request: identityRpc.ResetPasswordRequest,
): Promise<identityRpc.Empty> {
  const input = parseOrInvalid(resetPasswordInput, request);
  const passwordHash = await hashPassword(input.password);
  await outbox.transaction(async (tx, events) => {
    // The same page sets a forgotten password and the first one of an account an admin created.
    const code =
      (await consumeCode(tx, config.codeSecret, 'password_reset', input.code)) ??
      (await consumeCode(tx, config.codeSecret, 'account_setup', input.code));
    if (!code) throw RpcError.invalidArgument(INVALID_RESET_CODE);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, code.userId));
    const ended = await revokeAllSessions(tx, code.userId);
    await recordSessionsEnded(events, { userId: code.userId, reason: 'password_reset', sessionIds: ended });
  });
  return {};
}

/** Settings → Privacy: change the password knowing the current one; every other session of the user ends. */
export async function updatePassword(
  { db, outbox }: IdentityContext,
  request: identityRpc.UpdatePasswordRequest,
): Promise<identityRpc.Empty> {
  if (request.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  const input = parseOrInvalid(updatePasswordInput, {
    currentPassword: request.currentPassword,
    new_password: request.newPassword,
    passwordConfirmation: request.passwordConfirmation,
  });
  const user = await requireUser(db, request.userId);
  await requireCurrentPassword(user.passwordHash, input.currentPassword);
  const passwordHash = await hashPassword(input.new_password);
  await outbox.transaction(async (tx, events) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await revokeAllSessions(tx, user.id, request.sessionId || null);
    await recordSessionsEnded(events, { userId: user.id, reason: 'password_changed', sessionIds: ended });
  });
  return {};
}
