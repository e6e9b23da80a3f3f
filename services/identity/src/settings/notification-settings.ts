import { type identityRpc, notificationSettingsInput } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { eq } from 'drizzle-orm';
import { recordContactChanged } from '../accounts/contact-event.js';
import { requireUser } from '../accounts/user-queries.js';
import type { IdentityContext } from '../context.js';
import { notificationSettings } from '../schema.js';

type Row = typeof notificationSettings.$inferSelect;

const toMessage = (
  row: Pick<
    Row,
    | 'email'
    | 'sms'
    | 'smsQuietHours'
    | 'leadEmails'
    | 'messages'
    | 'newsletters'
    | 'specialOffers'
    | 'recommendations'
    | 'newJobLeads'
  >,
): identityRpc.NotificationSettings => ({
  notificationChannels: {
    email: row.email,
    sms: row.sms,
    smsQuietHours: row.smsQuietHours,
    leadEmails: row.leadEmails,
  },
  notifiableEvents: {
    messages: row.messages,
    newsletters: row.newsletters,
    specialOffers: row.specialOffers,
    recommendations: row.recommendations,
    newJobLeads: row.newJobLeads,
  },
});

export async function getNotificationSettings({ db }: IdentityContext, request: identityRpc.UserRef) {
  await requireUser(db, request.userId);
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, request.userId));
  if (row) return toMessage(row);
  // Accounts made before settings existed get the defaults on first read.
  const [created] = await db
    .insert(notificationSettings)
    .values({ userId: request.userId })
    .onConflictDoNothing()
    .returning();
  if (created) return toMessage(created);
  // A concurrent first read inserted the defaults a moment before us: read theirs.
  const [existing] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, request.userId));
  if (!existing) throw new Error('notification settings vanished right after being created');
  return toMessage(existing);
}

export async function updateNotificationSettings(
  { outbox }: IdentityContext,
  request: identityRpc.UpdateNotificationSettingsRequest,
) {
  const input = parseOrInvalid(notificationSettingsInput, request.settings);
  // Quiet hours or lead e-mails left out (an older client) keep the saved choice, or the default
  // on a first save.
  const { smsQuietHours, leadEmails, ...channels } = input.notificationChannels;
  const values = {
    ...channels,
    ...input.notifiableEvents,
    ...(smsQuietHours === undefined ? {} : { smsQuietHours }),
    ...(leadEmails === undefined ? {} : { leadEmails }),
  };
  return outbox.transaction(async (tx, events) => {
    // The account's row first: the lock order of every change of a user (and of deleting it).
    await requireUser(tx, request.userId, { forUpdate: true });
    const [row] = await tx
      .insert(notificationSettings)
      .values({ userId: request.userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
      .returning();
    // Notifications keeps a copy and honours it before every e-mail it sends.
    await recordContactChanged(tx, events, request.userId);
    if (!row) throw new Error('notification settings vanished right after being saved');
    return toMessage(row);
  });
}
