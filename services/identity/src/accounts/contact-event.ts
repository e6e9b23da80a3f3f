import { UserContactChanged } from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { businessProfiles, notificationSettings, users } from '../schema.js';

/**
 * Records UserContactChanged with the user's contact details and notification settings as they
 * now stand, inside the caller's transaction and after its change. Every path that changes any of
 * them (registration, demo seed, confirmed e-mail or phone change, name, business name, settings)
 * calls this one function, so the snapshot is built in one place.
 *
 * Consumers keep the event with the newest `changedAt`, so the time must order the changes of one
 * user the way they committed: the user's row is locked first (a concurrent change of the same
 * user waits here until this transaction commits), the snapshot is read in a fresh statement
 * afterwards (so it sees every change committed before the lock was granted), and the time is the
 * database's clock_timestamp() to the microsecond, read after the lock, not the transaction's start
 * or a replica's own clock.
 */
export async function recordContactChanged(tx: Tx, events: EventRecorder, userId: string): Promise<void> {
  const [locked] = await tx
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  // A deleted account's contact details are gone: nothing to announce (UserDeleted said so).
  if (!locked || locked.deletedAt) return;
  // Accounts made before settings existed get the defaults, as on their first read of them.
  await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      user: users,
      settings: notificationSettings,
      businessName: businessProfiles.businessName,
      changedAt: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(users)
    .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error('user vanished inside its transaction');
  const { user, settings } = row;
  await events.record(UserContactChanged, {
    userId: user.id,
    userType: user.userType,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobileNumber: user.mobileNumber ?? '',
    businessName: user.userType === 'business' ? (row.businessName ?? null) : null,
    emailEnabled: settings.email,
    smsEnabled: settings.sms,
    smsQuietHours: settings.smsQuietHours,
    leadEmails: settings.leadEmails,
    notifiableEvents: {
      messages: settings.messages,
      newsletters: settings.newsletters,
      specialOffers: settings.specialOffers,
      recommendations: settings.recommendations,
      newJobLeads: settings.newJobLeads,
    },
    changedAt: row.changedAt,
  });
}
