import { randomBytes } from 'node:crypto';
import { type identityRpc, UserDeleted } from '@localpros/contracts';
import { type EventRecorder, RpcError, type Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { recordProfileUpdated } from '../business/profile-event.js';
import type { IdentityContext } from '../context.js';
import {
  avatars,
  businessDocuments,
  businessLogos,
  businessProfiles,
  notificationSettings,
  oneTimeCodes,
  users,
} from '../schema.js';
import { recordSessionsEnded, revokeAllSessions } from '../sessions/sessions.js';
import { hashPassword, requireCurrentPassword } from './passwords.js';
import { IMPERSONATOR_REFUSED } from './passwords-reset.js';
import { requireUser } from './user-queries.js';

/**
 * Deletes an account the GDPR way: the row stays (other services refer to its id) but every
 * piece of personal data is replaced, its sessions and codes end, and UserDeleted tells the
 * other services to forget what they hold. The current password confirms it is the owner.
 */
export async function deleteAccount(
  { db, outbox }: IdentityContext,
  request: identityRpc.DeleteAccountRequest,
): Promise<identityRpc.Empty> {
  if (request.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  const { passwordHash } = await requireUser(db, request.userId);
  await requireCurrentPassword(passwordHash, request.currentPassword);
  const unusablePassword = await hashPassword(randomBytes(32).toString('hex'));
  await outbox.transaction(async (tx, events) => {
    const user = await requireUser(tx, request.userId);
    await anonymiseAccount(tx, events, user, unusablePassword);
  });
  return {};
}

/**
 * Replaces the account's personal data (the row stays), ends its sessions and codes and records
 * UserDeleted; shared by the owner's deletion and an admin's.
 */
export async function anonymiseAccount(
  tx: Tx,
  events: EventRecorder,
  user: typeof users.$inferSelect,
  unusablePassword: string,
): Promise<void> {
  await tx
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'user',
      email: `deleted-${user.id}@localpros.invalid`,
      mobileNumber: null,
      passwordHash: unusablePassword,
      avatarId: null,
      isActive: false,
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, user.id));
  await tx.delete(avatars).where(eq(avatars.userId, user.id));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, user.id));
  await tx.update(oneTimeCodes).set({ usedAt: sql`now()` }).where(eq(oneTimeCodes.userId, user.id));
  const ended = await revokeAllSessions(tx, user.id);
  await recordSessionsEnded(events, { userId: user.id, reason: 'account_deleted', sessionIds: ended });
  const now = new Date().toISOString();
  if (user.userType === 'business') {
    // The business's own contact details are personal data too.
    const [profile] = await tx
      .update(businessProfiles)
      .set({
        businessName: 'Deleted business',
        description: null,
        mobileNumber: null,
        address: null,
        website: null,
        landline: null,
        logoId: null,
        companyNumber: null,
        updatedAt: sql`now()`,
      })
      .where(eq(businessProfiles.userId, user.id))
      .returning();
    await tx.delete(businessLogos).where(eq(businessLogos.userId, user.id));
    await tx.delete(businessDocuments).where(eq(businessDocuments.businessId, user.id));
    if (profile) {
      await recordProfileUpdated(
        events,
        { ...profile, updatedAt: new Date(now) },
        { isActive: false, isVerified: false },
      );
    }
  }
  await events.record(UserDeleted, { userId: user.id, userType: user.userType, deletedAt: now });
}
