import { type identityRpc, UserVerified } from '@localpros/contracts';
import { type EventRecorder, RpcError, type Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { recordProfileUpdated } from '../business/profile-event.js';
import { consumeCode, issueCode } from '../codes/one-time-codes.js';
import type { IdentityConfig } from '../config.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles, users } from '../schema.js';
import { findUserByEmail, userMessage } from './user-queries.js';

export const INVALID_VERIFICATION_CODE = 'This verification code is invalid or has expired';

/** Uses up an account verification code: the e-mail address is verified from now on. */
export async function verifyAccount(
  { outbox, config }: IdentityContext,
  request: identityRpc.VerifyAccountRequest,
): Promise<identityRpc.UserResponse> {
  if (!request.code || request.code.length > 64) throw RpcError.invalidArgument(INVALID_VERIFICATION_CODE);
  return outbox.transaction(async (tx, events) => {
    const code = await consumeCode(tx, config.codeSecret, 'account_verification', request.code);
    if (!code) throw RpcError.invalidArgument(INVALID_VERIFICATION_CODE);
    const user = await markVerified(tx, events, code.userId);
    if (!user) throw RpcError.invalidArgument(INVALID_VERIFICATION_CODE);
    return { user: await userMessage(tx, user) };
  });
}

/** Sends a fresh code to an unverified account; says nothing about whether the account exists. */
export async function resendVerification(
  { outbox, config }: IdentityContext,
  request: identityRpc.ResendVerificationRequest,
): Promise<identityRpc.Empty> {
  await outbox.transaction(async (tx, events) => {
    const user = await findUserByEmail(tx, request.email ?? '');
    if (!user || user.emailVerifiedAt) return;
    await sendVerificationCode(tx, events, config, user);
  });
  return {};
}

/** A fresh account verification code, e-mailed with the link that uses it. */
export function sendVerificationCode(
  tx: Tx,
  events: EventRecorder,
  config: IdentityConfig,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'firstName' | 'userType'>,
) {
  return issueCode(tx, events, {
    secret: config.codeSecret,
    encryptionKey: config.codeEncryptionKey,
    userId: user.id,
    purpose: 'account_verification',
    channel: 'email',
    recipient: user.email,
    recipientName: user.firstName,
    link: (code) => `${config.publicUrl}/?code=${encodeURIComponent(code)}&user_type=${user.userType}`,
  });
}

/**
 * Marks the account's e-mail verified and tells the others (a business's profile goes live for
 * matching). `seeded`: the demo seed verifies it, so notifications welcomes no one.
 */
export async function markVerified(tx: Tx, events: EventRecorder, userId: string, { seeded = false } = {}) {
  const [user] = await tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  if (!user || user.deletedAt) return undefined;
  const verifiedAt = (user.emailVerifiedAt ?? new Date()).toISOString();
  await events.record(UserVerified, {
    userId: user.id,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    verifiedAt,
    seeded,
  });
  if (user.userType === 'business') {
    const [profile] = await tx.select().from(businessProfiles).where(eq(businessProfiles.userId, user.id));
    if (profile) {
      await recordProfileUpdated(
        events,
        { ...profile, updatedAt: new Date(verifiedAt) },
        { isActive: user.isActive, isVerified: true },
      );
    }
  }
  return user;
}
