import { type DbOrTx, isUuid, RpcError } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { requireUser } from '../accounts/user-queries.js';
import { businessProfiles } from '../schema.js';

export const NOT_A_BUSINESS = 'No business profile for this account';

/** A live business account and its profile (locked for update inside a transaction when asked). */
export async function requireBusiness(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}) {
  if (!isUuid(userId)) throw RpcError.notFound('No such user');
  // The account's row first, then the profile's: the order every change of a user locks in.
  const user = await requireUser(db, userId, options);
  const query = db.select().from(businessProfiles).where(eq(businessProfiles.userId, user.id));
  const [profile] = options.forUpdate ? await query.for('update') : await query;
  if (user.userType !== 'business' || !profile) throw RpcError.notFound(NOT_A_BUSINESS);
  return { user, profile };
}
