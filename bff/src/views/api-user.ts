import type { AccessUserType, identityRpc } from '@localpros/contracts';
import { z } from 'zod';

/** The user types the API shows: every one the contracts' access rules know. */
export const userTypes = ['customer', 'business', 'admin'] as const satisfies readonly AccessUserType[];
export type UserType = (typeof userTypes)[number];

/** The `user` of every accounts answer (docs/api/accounts.md). */
export const apiUser = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  /** A URL path (`/api/user/avatar/{imageId}`) or null. */
  avatar: z.string().nullable(),
  userType: z.enum(userTypes),
  emailVerified: z.boolean(),
  business_name: z.string().nullable(),
  /** True while an admin acts as this user. */
  impersonating: z.boolean(),
});

export type ApiUser = z.infer<typeof apiUser>;

/** Identity's User as the API shows it. */
export function toApiUser(user: identityRpc.User | undefined, impersonating = false): ApiUser {
  if (!user) throw new Error('identity answered without a user');
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    mobile_number: user.mobileNumber,
    avatar: user.avatar || null,
    userType: user.userType as UserType,
    emailVerified: user.emailVerified,
    business_name: user.businessName || null,
    impersonating,
  };
}

/** `{ token, user }`: what every sign-in answers. */
/** The session's token only for API clients; a browser has it in the httpOnly auth_token cookie alone. */
export const signedInBody = z.object({
  token: z.string().optional().meta({ description: 'For API clients (sent as Bearer); absent for browsers' }),
  user: apiUser,
});
export const messageBody = z.object({ message: z.string() });
/** The spec's empty success (`[]`). */
export const emptyList = z.array(z.unknown()).max(0);
