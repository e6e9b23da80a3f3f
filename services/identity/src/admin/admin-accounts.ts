import { randomBytes } from 'node:crypto';
import { AccountStatusChanged, fullNamePattern, type identityRpc, splitFullName } from '@localpros/contracts';
import { parseOrInvalid, RpcError, type Tx } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordContactChanged } from '../accounts/contact-event.js';
import { anonymiseAccount } from '../accounts/delete-account.js';
import { hashPassword } from '../accounts/passwords.js';
import { requireUser, userMessage } from '../accounts/user-queries.js';
import { markVerified, sendVerificationCode } from '../accounts/verify-account.js';
import { recordProfileUpdated } from '../business/profile-event.js';
import { retireCodes } from '../codes/one-time-codes.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles, users } from '../schema.js';
import { recordSessionsEnded, revokeAllSessions } from '../sessions/sessions.js';
import { recordAdminAction } from './admin-action.js';

export const ALREADY_VERIFIED = 'This account is already verified';
export const ONLY_BUSINESSES_VERIFIED = 'Only businesses are verified here';

/** A customer or business (never an admin: admins are not managed from the panel), row locked. */
async function requireManagedUser(tx: Tx, userId: string) {
  if (!z.uuid().safeParse(userId).success) throw RpcError.notFound('No such user');
  const user = await requireUser(tx, userId, { forUpdate: true });
  if (user.userType === 'admin') throw RpcError.permissionDenied('Admins cannot be changed from the admin panel');
  return user;
}

const namePart = z
  .string()
  .trim()
  .min(1, 'Name cannot be empty')
  .max(60, 'Names are at most 60 characters')
  .refine(
    (v) => fullNamePattern.test(`${v} X`) || fullNamePattern.test(`X ${v}`),
    'Names may hold letters, apostrophes and hyphens',
  );
const editInput = z
  .object({
    fullName: z
      .string()
      .trim()
      .regex(fullNamePattern, 'Name must be a first and a last name')
      .max(121, 'Name is too long')
      .optional(),
    firstName: namePart.optional(),
    lastName: namePart.optional(),
  })
  .refine((v) => v.fullName !== undefined || v.firstName !== undefined || v.lastName !== undefined, {
    message: 'Nothing to change: give a name, a first name or a last name',
  });

/** Edit from the Customers table: the full name, or the first and last names. */
export async function adminUpdateUser(
  { outbox }: IdentityContext,
  request: identityRpc.AdminUpdateUserRequest,
): Promise<identityRpc.UserResponse> {
  const input = parseOrInvalid(editInput, request);
  const names = input.fullName ? splitFullName(input.fullName) : {};
  const change = {
    ...names,
    ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
    ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
  };
  return outbox.transaction(async (tx, events) => {
    await requireManagedUser(tx, request.userId);
    const [user] = await tx.update(users).set(change).where(eq(users.id, request.userId)).returning();
    if (!user) throw RpcError.notFound('No such user');
    await recordContactChanged(tx, events, user.id);
    await recordAdminAction(events, request.adminId, 'user_edited', { type: user.userType, id: user.id }, 'name');
    return { user: await userMessage(tx, user) };
  });
}

/** Activate/Deactivate: a deactivated account cannot sign in (its sessions end) and a business gets no leads. */
export async function setAccountActive(
  { outbox }: IdentityContext,
  request: identityRpc.SetAccountActiveRequest,
): Promise<identityRpc.UserResponse> {
  return outbox.transaction(async (tx, events) => {
    await requireManagedUser(tx, request.userId);
    const [user] = await tx
      .update(users)
      .set({ isActive: request.isActive })
      .where(eq(users.id, request.userId))
      .returning();
    if (!user) throw RpcError.notFound('No such user');
    if (!user.isActive) {
      const ended = await revokeAllSessions(tx, user.id);
      await recordSessionsEnded(events, { userId: user.id, reason: 'account_deactivated', sessionIds: ended });
    }
    const changedAt = new Date().toISOString();
    await events.record(AccountStatusChanged, {
      userId: user.id,
      userType: user.userType,
      isActive: user.isActive,
      adminId: request.adminId,
      changedAt,
    });
    if (user.userType === 'business') {
      // Matching keeps its copy of the business from this event: inactive businesses get no leads.
      const [profile] = await tx.select().from(businessProfiles).where(eq(businessProfiles.userId, user.id));
      if (profile) {
        await recordProfileUpdated(
          events,
          { ...profile, updatedAt: new Date(changedAt) },
          { isActive: user.isActive, isVerified: user.emailVerifiedAt !== null },
        );
      }
    }
    await recordAdminAction(events, request.adminId, user.isActive ? 'user_activated' : 'user_deactivated', {
      type: user.userType,
      id: user.id,
    });
    return { user: await userMessage(tx, user) };
  });
}

/** Delete from the Customers or Businesses table: anonymised as the owner's own deletion. */
export async function adminDeleteUser(
  { outbox }: IdentityContext,
  request: identityRpc.AdminUserRequest,
): Promise<identityRpc.Empty> {
  const unusablePassword = await hashPassword(randomBytes(32).toString('hex'));
  await outbox.transaction(async (tx, events) => {
    const user = await requireManagedUser(tx, request.userId);
    await anonymiseAccount(tx, events, user, unusablePassword);
    await recordAdminAction(events, request.adminId, 'user_deleted', { type: user.userType, id: user.id });
  });
  return {};
}

/** Resend from the tables: a fresh verification code to an account not yet verified. */
export async function adminResendVerification(
  { outbox, config }: IdentityContext,
  request: identityRpc.AdminUserRequest,
): Promise<identityRpc.Empty> {
  await outbox.transaction(async (tx, events) => {
    const user = await requireManagedUser(tx, request.userId);
    if (user.emailVerifiedAt) throw RpcError.failedPrecondition(ALREADY_VERIFIED);
    await sendVerificationCode(tx, events, config, user);
    await recordAdminAction(events, request.adminId, 'verification_resent', { type: user.userType, id: user.id });
  });
  return {};
}

/**
 * Verify from the Businesses table: one click, the admin types nothing. The business is verified
 * as its own code would have done it, and that code (if one is pending) stops working.
 */
export async function adminVerifyBusiness(
  { outbox }: IdentityContext,
  request: identityRpc.AdminUserRequest,
): Promise<identityRpc.Empty> {
  await outbox.transaction(async (tx, events) => {
    const user = await requireManagedUser(tx, request.userId);
    if (user.userType !== 'business') throw RpcError.invalidArgument(ONLY_BUSINESSES_VERIFIED);
    if (user.emailVerifiedAt) throw RpcError.failedPrecondition(ALREADY_VERIFIED);
    await retireCodes(tx, user.id, 'account_verification');
    await markVerified(tx, events, user.id);
    await recordAdminAction(events, request.adminId, 'business_verified', { type: 'business', id: user.id });
  });
  return {};
}
