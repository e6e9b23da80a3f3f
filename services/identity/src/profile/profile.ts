import {
  accountMessages,
  fullNamePattern,
  type identityRpc,
  normaliseMobile,
  storedMobile,
} from '@localpros/contracts';
import { parseOrInvalid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordContactChanged } from '../accounts/contact-event.js';
import { requireCurrentPassword } from '../accounts/passwords.js';
import { IMPERSONATOR_REFUSED } from '../accounts/passwords-reset.js';
import { assertFree } from '../accounts/register.js';
import { requireUser, userMessage } from '../accounts/user-queries.js';
import { consumeUserCode, issueCode } from '../codes/one-time-codes.js';
import type { IdentityContext } from '../context.js';
import { users } from '../schema.js';
import { recordSessionsEnded, revokeAllSessions } from '../sessions/sessions.js';

const namePart = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(60)
  .refine(
    (v) => fullNamePattern.test(`${v} X`) || fullNamePattern.test(`X ${v}`),
    'Names may hold letters, apostrophes and hyphens',
  );
const profileInput = z.object({ firstName: namePart, lastName: namePart });

export const INVALID_CHANGE_CODE = 'Invalid verification code.';

export async function updateProfile(
  { outbox }: IdentityContext,
  request: identityRpc.UpdateProfileRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(profileInput, request);
  return outbox.transaction(async (tx, events) => {
    await requireUser(tx, request.userId, { forUpdate: true });
    const [user] = await tx.update(users).set(input).where(eq(users.id, request.userId)).returning();
    if (!user) throw RpcError.notFound('No such user');
    await recordContactChanged(tx, events, user.id);
    return { user: await userMessage(tx, user) };
  });
}

const emailChangeInput = z.object({
  email: z.string().trim().toLowerCase().regex(z.regexes.email, 'Invalid email format'),
  confirmedEmail: z.string().trim().toLowerCase(),
  currentPassword: z.string().min(1, accountMessages.currentPasswordRequired),
});

/** Settings → Update e-mail, step 1 (with the current password): a code to the new address. */
export async function requestEmailChange(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.RequestEmailChangeRequest,
): Promise<identityRpc.Empty> {
  if (request.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  const input = parseOrInvalid(emailChangeInput, request);
  if (input.email !== input.confirmedEmail) throw RpcError.invalidArgument('The email addresses do not match');
  const { passwordHash } = await requireUser(db, request.userId);
  await requireCurrentPassword(passwordHash, input.currentPassword);
  await outbox.transaction(async (tx, events) => {
    const user = await requireUser(tx, request.userId);
    if (user.email === input.email) throw RpcError.invalidArgument('This is already your email address');
    await assertFree(tx, input.email, null);
    await issueCode(tx, events, {
      secret: config.codeSecret,
      encryptionKey: config.codeEncryptionKey,
      userId: user.id,
      purpose: 'email_change',
      channel: 'email',
      recipient: input.email,
      recipientName: user.firstName,
      target: input.email,
    });
  });
  return {};
}

/** Step 2: the code from the new address makes it the account's e-mail (verified); every other session ends. */
export async function confirmEmailChange(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.ConfirmEmailChangeRequest,
): Promise<identityRpc.UserResponse> {
  if (request.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  const email = (request.email ?? '').trim().toLowerCase();
  const user = await outbox.transaction(async (tx, events) => {
    const used = await consumeUserCode(tx, {
      secret: config.codeSecret,
      userId: request.userId,
      purpose: 'email_change',
      code: request.code ?? '',
      target: email,
    });
    if (!used) return undefined;
    await assertFree(tx, email, null);
    const [updated] = await tx
      .update(users)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(users.id, request.userId))
      .returning();
    if (updated) {
      await recordContactChanged(tx, events, updated.id);
      const ended = await revokeAllSessions(tx, updated.id, request.sessionId || null);
      await recordSessionsEnded(events, { userId: updated.id, reason: 'email_changed', sessionIds: ended });
    }
    return updated;
  });
  if (!user) throw RpcError.invalidArgument(INVALID_CHANGE_CODE);
  return { user: await userMessage(db, user) };
}

const phoneInput = z.object({ mobileNumber: storedMobile() });

/** Settings → Update phone, step 1: a code by SMS to the new number. */
export async function requestPhoneChange(
  { outbox, config }: IdentityContext,
  request: identityRpc.RequestPhoneChangeRequest,
): Promise<identityRpc.Empty> {
  const { mobileNumber } = parseOrInvalid(phoneInput, request);
  await outbox.transaction(async (tx, events) => {
    const user = await requireUser(tx, request.userId);
    if (user.mobileNumber === mobileNumber) throw RpcError.invalidArgument('This is already your mobile number');
    await assertFree(tx, null, mobileNumber);
    await issueCode(tx, events, {
      secret: config.codeSecret,
      encryptionKey: config.codeEncryptionKey,
      userId: user.id,
      purpose: 'phone_change',
      channel: 'sms',
      recipient: mobileNumber,
      recipientName: user.firstName,
      target: mobileNumber,
    });
  });
  return {};
}

export async function confirmPhoneChange(
  { db, outbox, config }: IdentityContext,
  request: identityRpc.ConfirmPhoneChangeRequest,
): Promise<identityRpc.UserResponse> {
  // The code's target is the stored form, whichever way the number is typed again.
  const typed = request.mobileNumber ?? '';
  const mobileNumber = normaliseMobile(typed) ?? typed.trim();
  const user = await outbox.transaction(async (tx, events) => {
    const used = await consumeUserCode(tx, {
      secret: config.codeSecret,
      userId: request.userId,
      purpose: 'phone_change',
      code: request.code ?? '',
      target: mobileNumber,
    });
    if (!used) return undefined;
    await assertFree(tx, null, mobileNumber);
    const [updated] = await tx.update(users).set({ mobileNumber }).where(eq(users.id, request.userId)).returning();
    if (updated) await recordContactChanged(tx, events, updated.id);
    return updated;
  });
  if (!user) throw RpcError.invalidArgument(INVALID_CHANGE_CODE);
  return { user: await userMessage(db, user) };
}
