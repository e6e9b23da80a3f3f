import { AccountStatusChanged, UserDeleted } from '@localpros/contracts';
import { type Db, on, type Tx } from '@localpros/kit';
import { inArray, sql } from 'drizzle-orm';
import { removedAccounts } from '../schema.js';

/** What messaging does with identity's events: which parties are no longer there. */
export const accountConsumers = [
  // Deleted for good: a later status change cannot bring it back.
  on(UserDeleted, async ({ userId, deletedAt }, { tx }) => {
    await tx
      .insert(removedAccounts)
      .values({ userId, reason: 'deleted', changedAt: deletedAt })
      .onConflictDoUpdate({ target: removedAccounts.userId, set: { reason: 'deleted', changedAt: deletedAt } });
  }),
  // Newest change wins (changedAt): a late redelivery of an older change is ignored.
  on(AccountStatusChanged, async ({ userId, isActive, changedAt }, { tx }) => {
    if (isActive) {
      await tx
        .delete(removedAccounts)
        .where(
          sql`${removedAccounts.userId} = ${userId} and ${removedAccounts.reason} = 'deactivated' and ${removedAccounts.changedAt} <= ${changedAt}`,
        );
      return;
    }
    await tx
      .insert(removedAccounts)
      .values({ userId, reason: 'deactivated', changedAt })
      .onConflictDoUpdate({
        target: removedAccounts.userId,
        set: { changedAt },
        setWhere: sql`${removedAccounts.reason} = 'deactivated' and ${removedAccounts.changedAt} < ${changedAt}`,
      });
  }),
];

/** Which of these users' accounts are removed (deleted or deactivated). */
export async function removedAmong(db: Db | Tx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: removedAccounts.userId })
    .from(removedAccounts)
    .where(inArray(removedAccounts.userId, [...new Set(userIds)]));
  return new Set(rows.map((row) => row.userId));
}
