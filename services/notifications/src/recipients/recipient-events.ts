import { BusinessProfileUpdated, UserContactChanged, UserDeleted } from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { eq, sql } from 'drizzle-orm';
import { pushSubscriptions } from '../push/push-schema.js';
import { businessLocations, deletedUsers, jobTitles, leadDigestEntries, recipients } from '../schema.js';

/**
 * Notifications' own copies of what it needs from identity and jobs (it reads no other service's
 * tables): who each user is and what they want to hear about, and what each job is called.
 */
export const recipientConsumers = [
  on(UserContactChanged, async (contact, { tx }) => {
    // A snapshot recorded before the account was deleted, delivered after UserDeleted: ignore it.
    const [deleted] = await tx.select().from(deletedUsers).where(eq(deletedUsers.userId, contact.userId));
    if (deleted) return;
    const row = {
      userId: contact.userId,
      userType: contact.userType,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      mobileNumber: contact.mobileNumber,
      businessName: contact.businessName,
      emailEnabled: contact.emailEnabled,
      smsEnabled: contact.smsEnabled,
      // Absent from snapshots recorded before the setting existed: quiet hours on, its default.
      smsQuietHours: contact.smsQuietHours ?? true,
      // Likewise lead e-mails: one per lead, their default.
      leadEmails: contact.leadEmails ?? 'each',
      ...contact.notifiableEvents,
      changedAt: contact.changedAt,
    };
    await tx
      .insert(recipients)
      .values(row)
      .onConflictDoUpdate({
        target: recipients.userId,
        set: row,
        // Events can arrive out of order: only a newer snapshot replaces the stored one.
        setWhere: sql`${recipients.changedAt} < excluded.changed_at`,
      });
  }),
  // The account is gone, and so is everything personal notifications held about it.
  on(UserDeleted, async ({ userId, deletedAt }, { tx }) => {
    await tx.delete(recipients).where(eq(recipients.userId, userId));
    await tx.delete(businessLocations).where(eq(businessLocations.businessId, userId));
    await tx.delete(leadDigestEntries).where(eq(leadDigestEntries.businessId, userId));
    // Its browsers take no more alerts (a push subscription names a device of the person).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.insert(deletedUsers).values({ userId, deletedAt }).onConflictDoNothing();
  }),
  // Where the business is, for its details on a receipt (the newest profile wins, as above).
  on(BusinessProfileUpdated, async ({ businessId, location, updatedAt }, { tx }) => {
    const [deleted] = await tx.select().from(deletedUsers).where(eq(deletedUsers.userId, businessId));
    if (deleted) return;
    await tx
      .insert(businessLocations)
      .values({ businessId, location, updatedAt })
      .onConflictDoUpdate({
        target: businessLocations.businessId,
        set: { location, updatedAt },
        setWhere: sql`${businessLocations.updatedAt} < excluded.updated_at`,
      });
  }),
  // JobPosted's job_titles row is the notification centre's (centre-consumers.ts), in the same
  // inbox transaction: one upsert of the whole row, not a second of part of it (issue 26).
];

export type Recipient = typeof recipients.$inferSelect;

/**
 * The user to e-mail about their own jobs (quotes, reviews), or undefined when no such e-mail may
 * go: the user is unknown here (or deleted), has e-mail switched off, or has switched off
 * "messages". Quote and review e-mails are messages about the user's own jobs, so "messages" is the
 * setting that governs them (not newsletters, offers, recommendations or new job leads).
 */
export async function jobMailRecipient(tx: Tx, userId: string): Promise<Recipient | undefined> {
  const recipient = await knownRecipient(tx, userId);
  return recipient?.emailEnabled && recipient.messages ? recipient : undefined;
}

/** What notifications knows of a user (to name the other party in an e-mail), whatever their settings. */
export async function knownRecipient(tx: Tx, userId: string): Promise<Recipient | undefined> {
  const [recipient] = await tx.select().from(recipients).where(eq(recipients.userId, userId));
  return recipient;
}

export async function jobTitle(tx: Tx, jobId: string): Promise<string | null> {
  const [job] = await tx.select({ title: jobTitles.title }).from(jobTitles).where(eq(jobTitles.jobId, jobId));
  return job?.title ?? null;
}

/** The business's location as its profile last gave it, or null when it gave none (or is unknown here). */
export async function businessLocation(tx: Tx, businessId: string): Promise<string | null> {
  const [row] = await tx
    .select({ location: businessLocations.location })
    .from(businessLocations)
    .where(eq(businessLocations.businessId, businessId));
  return row?.location?.trim() || null;
}
