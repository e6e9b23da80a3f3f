import { randomUUID } from 'node:crypto';
import { MessageSent, nameBasedUuid, type PayloadOf } from '@localpros/contracts';
import { on, type Tx } from '@localpros/kit';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { addNotifications } from '../centre/add-notifications.js';
import { type NewNotification, shorten } from '../centre/notification-wording.js';
import type { NotificationsContext } from '../context.js';
import { messagesEmail } from '../delivery/compose-job-message.js';
import { queueMessage } from '../delivery/queue-message.js';
import { quietHoursEnd } from '../delivery/quiet-hours.js';
import { jobTitle, knownRecipient, type Recipient } from '../recipients/recipient-events.js';
import { outgoingMessages, userNotifications } from '../schema.js';

type Message = PayloadOf<typeof MessageSent>;

/** Where a conversation opens in the web app (web/src/shared/config/paths.ts). */
export const threadPath = (threadId: string) => `/messages/${threadId}`;

/**
 * A conversation is chatty: the recipient's e-mail and SMS say "you have a message" once, and stay
 * quiet while that alert is unread and younger than this. The bell, the live stream and web push
 * still carry every message.
 */
export const MESSAGE_ALERT_QUIET_MS = 60 * 60_000;

/** A business by its name, a customer by first name, as the recipients read model knows them. */
const nameOf = (user: Recipient | undefined): string | null =>
  (user?.userType === 'business' ? user.businessName : user?.firstName)?.trim() || null;

/** The recipient's notification: "New message from Sparkle Cleaning", the message's first words. */
export function messageReceived(message: Message, recipientId: string, from: string | null, job: string | null) {
  const about = job ? ` about “${shorten(job, 60)}”` : '';
  return {
    userId: recipientId,
    kind: 'message_received',
    jobId: message.jobId,
    title: shorten(
      `New message from ${from ?? (message.senderType === 'business' ? 'a local pro' : 'your customer')}${about}`,
      120,
    ),
    body: shorten(message.preview, 300),
    link: threadPath(message.threadId),
  } satisfies NewNotification;
}

/** Whether the recipient already has an unread message alert for this thread from the last hour. */
async function alertedRecently(tx: Tx, notification: NewNotification): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: userNotifications.id })
    .from(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, notification.userId),
        eq(userNotifications.kind, 'message_received'),
        eq(userNotifications.link, notification.link),
        isNull(userNotifications.readAt),
        gt(userNotifications.createdAt, sql`now() - make_interval(secs => ${MESSAGE_ALERT_QUIET_MS / 1000})`),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/**
 * MessageSent: the recipient's notification (the bell, the live stream, web push as its settings
 * say), then an e-mail and an SMS as its settings say ("Messages", and each channel), unless an
 * unread alert about the thread went out within the hour. Each row once per event.
 */
export function messageConsumers({ config, kickSender }: Pick<NotificationsContext, 'config' | 'kickSender'>) {
  return [
    on(MessageSent, async (message, { tx, events, envelope }) => {
      const [recipientId, senderId] =
        message.senderType === 'customer'
          ? [message.businessId, message.customerId]
          : [message.customerId, message.businessId];
      const [to, from, job] = await Promise.all([
        knownRecipient(tx, recipientId),
        knownRecipient(tx, senderId),
        jobTitle(tx, message.jobId),
      ]);
      const notification = messageReceived(message, recipientId, nameOf(from), job);
      // Asked before this message's own notification is stored.
      const quiet = await alertedRecently(tx, notification);
      let queued = (await addNotifications(tx, events, [notification])).pushAlerts;
      if (to?.messages && !quiet) {
        const link = `${config.publicUrl}${notification.link}`;
        if (to.emailEnabled && to.email) {
          const mail = messagesEmail(
            { userId: to.userId, email: to.email, firstName: to.firstName ?? '' },
            { jobTitle: job, otherParty: nameOf(from), links: config.mailLinks },
            'message_received',
            notification.title,
            [`“${message.preview}”`, `Read and reply on LocalPros: ${link}`],
          );
          await queueMessage(tx, nameBasedUuid(`${envelope.id}:email`), mail);
          queued += 1;
        }
        if (to.smsEnabled && to.mobileNumber) {
          const held = to.smsQuietHours ? quietHoursEnd(new Date()) : null;
          await tx
            .insert(outgoingMessages)
            .values({
              id: randomUUID(),
              sourceEventId: nameBasedUuid(`${envelope.id}:sms`),
              channel: 'sms',
              recipient: to.mobileNumber,
              purpose: 'message_received',
              subject: null,
              // No message text in an SMS: it may carry what the sender would not put on a lock screen.
              text: `New message on LocalPros from ${nameOf(from) ?? 'your conversation'}. Open: ${link}`,
              html: null,
              quietHours: to.smsQuietHours,
              ...(held ? { nextAttemptAt: held.toISOString() } : {}),
            })
            .onConflictDoNothing({ target: outgoingMessages.sourceEventId });
          queued += 1;
        }
      }
      // A redelivery queues nothing new (one row per event and channel); waking the sender costs nothing.
      if (queued > 0) kickSender();
    }),
  ];
}
