import type { identityRpc } from '@localpros/contracts';
import { type Outbox, RpcError } from '@localpros/kit';
import { inArray } from 'drizzle-orm';
import { isUuid } from '../business/business-queries.js';
import { users } from '../schema.js';

export const MAX_CONTACTS = 500;

/**
 * Names and mobile numbers for other services' views (a lead's poster, a quote's business).
 * A deleted account is already anonymised in its row; ids that name no account are left out.
 */
export async function getUserContacts(
  outbox: Outbox,
  request: identityRpc.GetUserContactsRequest,
): Promise<identityRpc.GetUserContactsResponse> {
  const ids = [...new Set(request.userIds ?? [])];
  if (ids.length > MAX_CONTACTS) throw RpcError.invalidArgument(`At most ${MAX_CONTACTS} users at a time`);
  const known = ids.filter(isUuid);
  if (known.length === 0) return { contacts: [] };
  const rows = await outbox.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(inArray(users.id, known));
  return { contacts: rows.map((row) => ({ ...row, mobileNumber: row.mobileNumber ?? '' })) };
}
