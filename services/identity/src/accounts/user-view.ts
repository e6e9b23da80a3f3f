import type { identityRpc } from '@localpros/contracts';
import type { businessProfiles, users } from '../schema.js';

type UserRow = typeof users.$inferSelect;

/** The user as the contract shows it; the avatar is a path the BFF serves. */
export function toUserMessage(
  user: UserRow,
  business?: Pick<typeof businessProfiles.$inferSelect, 'businessName'> | null,
): identityRpc.User {
  return {
    id: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    avatar: user.avatarId ? `/api/user/avatar/${user.avatarId}` : '',
    emailVerified: user.emailVerifiedAt !== null,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    businessName: business?.businessName ?? '',
  };
}
