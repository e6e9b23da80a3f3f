import { businessMessages, type identityRpc } from '@localpros/contracts';
import { isUuid, RpcError } from '@localpros/kit';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { businessProfiles, users } from '../schema.js';
import { toPublicBusinessMessage } from './business-view.js';

/** /business/{id}: only a live, verified, active business has a public page; anything else is "not found". */
export async function getPublicBusiness(
  { db }: IdentityContext,
  request: identityRpc.GetPublicBusinessRequest,
): Promise<identityRpc.PublicBusinessResponse> {
  if (!isUuid(request.businessId)) throw RpcError.notFound(businessMessages.businessNotFound);
  const [row] = await db
    .select({ user: users, profile: businessProfiles })
    .from(users)
    .innerJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, request.businessId),
        eq(users.userType, 'business'),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  if (!row) throw RpcError.notFound(businessMessages.businessNotFound);
  return { business: toPublicBusinessMessage(row.profile, row.user) };
}
