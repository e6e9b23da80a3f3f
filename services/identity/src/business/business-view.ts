import type { identityRpc } from '@localpros/contracts';
import type { businessProfiles, users } from '../schema.js';

type ProfileRow = typeof businessProfiles.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const logoPath = (logoId: string) => `/api/business/logo/${logoId}`;

/** The profile as its owner sees it; the logo is a path the BFF serves. */
export function toBusinessProfileMessage(profile: ProfileRow, user: UserRow): identityRpc.BusinessProfile {
  return {
    id: profile.userId,
    name: profile.businessName,
    description: profile.description ?? '',
    mobileNumber: profile.mobileNumber ?? '',
    address: profile.address ?? '',
    website: profile.website ?? '',
    landline: profile.landline ?? '',
    location: profile.location ?? '',
    logo: profile.logoId ? logoPath(profile.logoId) : '',
    workCategoryId: profile.workCategoryId ?? '',
    serviceIds: profile.serviceIds,
    memberSince: user.createdAt.toISOString(),
    isVerified: user.emailVerifiedAt !== null,
    isActive: user.isActive,
  };
}

/** What anyone may see: the contact details stay out (the public page does not show them). */
export function toPublicBusinessMessage(profile: ProfileRow, user: UserRow): identityRpc.BusinessProfile {
  return { ...toBusinessProfileMessage(profile, user), mobileNumber: '', address: '', website: '', landline: '' };
}
