import { normaliseMobile } from '@localpros/contracts';
import { type DbOrTx, RpcError } from '@localpros/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { businessProfiles, users } from '../schema.js';
import { toUserMessage } from './user-view.js';

/** A live (not deleted) account by e-mail address. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)));
  return user;
}

/** A live account by mobile number, in any usual form: "+44 7700 900123" finds 07700900123. */
export async function findUserByMobile(db: DbOrTx, mobileNumber: string) {
  const stored = normaliseMobile(mobileNumber) ?? mobileNumber.trim();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobileNumber, stored), isNull(users.deletedAt)));
  return user;
}

/** A live account (its row locked for update inside a transaction when asked). */
export async function requireUser(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const [user] = options.forUpdate ? await query.for('update') : await query;
  if (!user) throw RpcError.notFound('No such user');
  return user;
}

/** The contract's User, with the business name for businesses. */
export async function userMessage(db: DbOrTx, user: typeof users.$inferSelect) {
  if (user.userType !== 'business') return toUserMessage(user);
  const [profile] = await db
    .select({ businessName: businessProfiles.businessName })
    .from(businessProfiles)
    .where(eq(businessProfiles.userId, user.id));
  return toUserMessage(user, profile);
}
