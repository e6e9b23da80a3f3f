import { randomBytes } from 'node:crypto';
import { BusinessProfileUpdated, type identityRpc, UserDeleted } from '@localpros/contracts';
import { type Outbox, RpcError } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { avatars, businessProfiles, notificationSettings, oneTimeCodes, users } from '../schema.js';
import { revokeAllSessions } from '../sessions/sessions.js';
import { hashPassword } from './passwords.js';
import { IMPERSONATOR_REFUSED } from './passwords-reset.js';
import { requireUser } from './user-queries.js';

/**
 * Deletes an account the GDPR way: the row stays (other services refer to its id) but every
 * piece of personal data is replaced, its sessions and codes end, and UserDeleted tells the
 * other services to forget what they hold.
 */
export async function deleteAccount(
  outbox: Outbox,
  request: identityRpc.DeleteAccountRequest,
): Promise<identityRpc.Empty> {
  if (request.impersonatorId) throw RpcError.permissionDenied(IMPERSONATOR_REFUSED);
  const unusablePassword = await hashPassword(randomBytes(32).toString('hex'));
  await outbox.transaction(async (tx, events) => {
    const user = await requireUser(tx, request.userId);
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
    await revokeAllSessions(tx, user.id);
    const now = new Date().toISOString();
    if (user.userType === 'business') {
      const [profile] = await tx
        .update(businessProfiles)
        .set({ businessName: 'Deleted business', updatedAt: sql`now()` })
        .where(eq(businessProfiles.userId, user.id))
        .returning();
      if (profile) {
        await events.record(BusinessProfileUpdated, {
          businessId: user.id,
          businessName: profile.businessName,
          workCategoryId: profile.workCategoryId,
          serviceIds: profile.serviceIds,
          location: profile.location,
          isActive: false,
          isVerified: false,
          updatedAt: now,
        });
      }
    }
    await events.record(UserDeleted, { userId: user.id, userType: user.userType, deletedAt: now });
  });
  return {};
}
