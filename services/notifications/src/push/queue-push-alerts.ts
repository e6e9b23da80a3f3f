import { randomUUID } from 'node:crypto';
import { type NotificationKind, nameBasedUuid } from '@localpros/contracts';
import { type Tx, uuidIn } from '@localpros/kit';
import { type MessagePurpose, outgoingMessages, recipients } from '../schema.js';
import { type PushUrgency, pushAlerts, pushSubscriptions } from './push-schema.js';

/** A notification as the centre records it (user_notifications), as far as an alert needs it. */
export interface RecordedNotification {
  id: string | bigint | number;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  jobId: string | null;
}

/**
 * A lead is worth something only while it is fresh (a business that answers within minutes wins
 * it): high urgency, so a phone in power saving still wakes, and kept by the push service 15 minutes
 * for a browser that is offline. Everything else waits for the phone's own timing, and a day.
 */
export const LEAD_ALERT_TTL_SECONDS = 15 * 60;
export const OTHER_ALERT_TTL_SECONDS = 24 * 60 * 60;

type Recipient = typeof recipients.$inferSelect;

/** Whether the user's settings take push alerts of this kind (null: never pushed). */
function wants(recipient: Recipient, kind: string): boolean {
  switch (kind as NotificationKind) {
    case 'lead_created':
      return recipient.newJobLeads;
    // Stream only: the lead left the Leads tab; no alert.
    case 'lead_withdrawn':
      return false;
    // What happens to the user's own jobs and quotes is "messages", as for its e-mails.
    default:
      return recipient.messages;
  }
}

/** One notice per job on a device: a later alert about the job replaces the earlier one. */
export const pushTagOf = (notification: Pick<RecordedNotification, 'id' | 'kind' | 'jobId'>): string =>
  notification.jobId ? `job-${notification.jobId}` : `${notification.kind}-${notification.id}`;

/** A browser that takes push alerts, and whose it is. */
export interface Browser {
  id: string;
  userId: string;
}

/** The browsers of these users: most users have none, and then nothing else is read for push (issue 26). */
export const browsersOf = (tx: Tx, userIds: readonly string[]): Promise<Browser[]> =>
  tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(uuidIn(pushSubscriptions.userId, userIds));

/**
 * Queues a web push alert to every browser of each notification's user whose settings take its
 * kind, in the caller's transaction (the centre's recording of the notifications): the sender
 * delivers them after commit and records each as sent or failed, so a push service that is slow or
 * down never holds up the consumer. One alert per notification and browser, however often the
 * notification is recorded again. Answers how many were queued (kick the sender when any were).
 */
export async function queuePushAlerts(
  tx: Tx,
  notifications: readonly RecordedNotification[],
  /** The users' browsers (browsersOf), read by the caller before it took the ids' lock. */
  browsers: readonly Browser[],
): Promise<number> {
  if (notifications.length === 0 || browsers.length === 0) return 0;
  const userIds = [...new Set(notifications.map((notification) => notification.userId))];
  const settings = await tx.select().from(recipients).where(uuidIn(recipients.userId, userIds));
  const recipientOf = new Map(settings.map((recipient) => [recipient.userId, recipient]));
  const messages: (typeof outgoingMessages.$inferInsert)[] = [];
  const alerts = new Map<string, Omit<typeof pushAlerts.$inferInsert, 'messageId'>>();
  for (const notification of notifications) {
    const recipient = recipientOf.get(notification.userId);
    if (!recipient || !wants(recipient, notification.kind)) continue;
    const lead = notification.kind === 'lead_created';
    const urgency: PushUrgency = lead ? 'high' : 'normal';
    for (const browser of browsers) {
      if (browser.userId !== notification.userId) continue;
      const sourceEventId = nameBasedUuid(`push-alert:${notification.id}:${browser.id}`);
      messages.push({
        id: randomUUID(),
        channel: 'push',
        recipient: browser.id,
        subject: notification.title,
        text: notification.body,
        purpose: notification.kind as MessagePurpose,
        sourceEventId,
      });
      alerts.set(sourceEventId, {
        link: notification.link,
        tag: pushTagOf(notification),
        urgency,
        ttlSeconds: lead ? LEAD_ALERT_TTL_SECONDS : OTHER_ALERT_TTL_SECONDS,
      });
    }
  }
  if (messages.length === 0) return 0;
  const queued = await tx
    .insert(outgoingMessages)
    .values(messages)
    .onConflictDoNothing({ target: outgoingMessages.sourceEventId })
    .returning({ id: outgoingMessages.id, sourceEventId: outgoingMessages.sourceEventId });
  if (queued.length === 0) return 0;
  await tx.insert(pushAlerts).values(
    queued.flatMap(({ id, sourceEventId }) => {
      const alert = sourceEventId ? alerts.get(sourceEventId) : undefined;
      return alert ? [{ messageId: id, ...alert }] : [];
    }),
  );
  return queued.length;
}
