import type { identityRpc } from '@localpros/contracts';
import { isUuid, RpcError } from '@localpros/kit';
import { eq, inArray } from 'drizzle-orm';
import { logoPath } from '../business/business-view.js';
import type { IdentityContext } from '../context.js';
import { businessProfiles, users } from '../schema.js';

export const MAX_CONTACTS = 500;

/**
 * Names, mobile numbers, pictures and business names for other services' views (a lead's poster,
 * a quote's business, a job's customer). A deleted account is already anonymised in its row; ids
 * that name no account are left out.
 */
export async function getUserContacts(
  { db }: IdentityContext,
  request: identityRpc.GetUserContactsRequest,
): Promise<identityRpc.GetUserContactsResponse> {
  const ids = [...new Set(request.userIds ?? [])];
  if (ids.length > MAX_CONTACTS) throw RpcError.invalidArgument(`At most ${MAX_CONTACTS} users at a time`);
  const known = ids.filter(isUuid);
  if (known.length === 0) return { contacts: [] };
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      avatarId: users.avatarId,
      businessName: businessProfiles.businessName,
      logoId: businessProfiles.logoId,
    })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(inArray(users.id, known));
  return {
    contacts: rows.map((row) => ({
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      mobileNumber: row.mobileNumber ?? '',
      avatar: row.avatarId ? `/api/user/avatar/${row.avatarId}` : '',
      businessName: row.businessName ?? '',
      logo: row.logoId ? logoPath(row.logoId) : '',
    })),
  };
}
