import { UserRegistered, UserVerified } from '@localpros/contracts';
import type { Outbox } from '@localpros/kit';
import { and, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { markVerified } from '../accounts/verify-account.js';
import { outbox as outboxRows, users } from '../schema.js';

/**
 * Seeds before UserVerified was recorded left the demo customers unverified in the read models.
 * Records it once for each demo account whose registration the outbox still holds without its
 * verification (an outbox past its retention holds neither: nothing is recorded again).
 */
export async function recordMissingDemoVerifications(outbox: Outbox, accounts: readonly { email: string }[]) {
  await outbox.transaction(async (tx, events) => {
    // Locked: replicas starting together record it once.
    const demo = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(
            users.email,
            accounts.map((a) => a.email),
          ),
          ne(users.userType, 'admin'),
          isNotNull(users.emailVerifiedAt),
          isNull(users.deletedAt),
        ),
      )
      .for('update');
    if (demo.length === 0) return;
    const userId = sql<string>`${outboxRows.payload}->>'userId'`;
    const recorded = await tx
      .select({ type: outboxRows.type, userId })
      .from(outboxRows)
      .where(
        and(
          inArray(outboxRows.type, [UserRegistered.type, UserVerified.type]),
          inArray(
            userId,
            demo.map((u) => u.id),
          ),
        ),
      );
    const has = (id: string, type: string) => recorded.some((r) => r.userId === id && r.type === type);
    for (const { id } of demo) {
      if (has(id, UserRegistered.type) && !has(id, UserVerified.type)) {
        await markVerified(tx, events, id, { seeded: true });
      }
    }
  });
}
