import { BusinessProfileUpdated, UserContactChanged, UserDeleted, UserRegistered } from '@localpros/contracts';
import { on } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import type { BillingContext } from '../context.js';
import { subscribeDemoBusiness } from '../demo/demo-subscriptions.js';
import { accounts } from '../schema.js';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * Who billing bills, for receipts: each business's name, contact, e-mail and location from
 * identity's events (one handler per event type). Customers and admins are not kept.
 */
export function accountConsumers(context: BillingContext) {
  return [
    on(UserRegistered, async (user, { tx, events }) => {
      if (user.userType !== 'business') return;
      const row = {
        businessId: user.userId,
        businessName: user.businessName ?? '',
        contactName: fullName(user.firstName, user.lastName),
        email: user.email,
      };
      await tx
        .insert(accounts)
        .values(row)
        .onConflictDoUpdate({ target: accounts.businessId, set: { contactName: row.contactName, email: row.email } });
      await subscribeDemoBusiness(context, tx, events, {
        userId: user.userId,
        email: user.email,
        name: row.contactName || row.businessName,
      });
    }),
    on(BusinessProfileUpdated, async (profile, { tx }) => {
      const row = {
        businessId: profile.businessId,
        businessName: profile.businessName,
        location: profile.location ?? '',
      };
      await tx
        .insert(accounts)
        .values(row)
        .onConflictDoUpdate({
          target: accounts.businessId,
          set: { businessName: row.businessName, location: row.location, updatedAt: sql`now()` },
        });
    }),
    on(UserContactChanged, async (user, { tx }) => {
      if (user.userType !== 'business') return;
      const contactName = fullName(user.firstName, user.lastName);
      await tx
        .insert(accounts)
        .values({ businessId: user.userId, contactName, email: user.email, businessName: user.businessName ?? '' })
        .onConflictDoUpdate({
          target: accounts.businessId,
          set: { contactName, email: user.email, updatedAt: sql`now()` },
        });
    }),
    on(UserDeleted, async ({ userId, userType }, { tx }) => {
      if (userType === 'business') await tx.delete(accounts).where(eq(accounts.businessId, userId));
    }),
  ];
}
