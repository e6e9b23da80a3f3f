import { defineService } from '@localpros/kit';
import { billingNoticeConsumers } from './billing/billing-notice-events.js';
import {
  listAddedNotifications,
  listNotifications,
  listNotificationsAfter,
  markNotificationsRead,
} from './centre/notification-queries.js';
import { withNotificationCentre, withNotificationPurge } from './centre/with-notification-centre.js';
import { notificationsConfigSchema } from './config.js';
import { contactReplyConsumers } from './contact/reply-to-contact.js';
import { submitContactMessage } from './contact/submit-contact-message.js';
import { type NotificationsContext, notificationsContext } from './context.js';
import { leadAlertConsumers } from './delivery/lead-alert-consumers.js';
import { withLeadDigests } from './delivery/lead-digests.js';
import { listDevMailbox } from './delivery/list-dev-mailbox.js';
import { listUserDeliveries } from './delivery/list-user-deliveries.js';
import { deliveryConsumers } from './delivery/queue-message.js';
import { startSender } from './delivery/start-sender.js';
import { messageConsumers } from './messages/message-alerts.js';
import {
  addPushSubscription,
  getWebPushPublicKey,
  pushSubscriptionConsumers,
  removePushSubscription,
} from './push/push-subscriptions.js';
import { recipientConsumers } from './recipients/recipient-events.js';
import { inbox, outbox } from './schema.js';

/**
 * Notifications: contact messages, and every e-mail and SMS the platform sends. Events queue
 * messages in their inbox transaction; the sender delivers them once the service is started.
 * Who to write to, and whether they want it, comes from its own read models (recipients,
 * job_titles), kept from identity's and jobs' events.
 */
export const notificationsService = defineService({
  name: 'notifications',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  config: notificationsConfigSchema,
  context: notificationsContext,
  handlers: {
    submitContactMessage,
    listDevMailbox,
    listUserDeliveries,
    getWebPushPublicKey,
    addPushSubscription,
    removePushSubscription,
    listNotifications,
    listNotificationsAfter,
    listAddedNotifications,
    markNotificationsRead,
  },
  // The notification centre joins the consumers of the events it also hears (one consumer per event type).
  consumers: [
    withNotificationCentre<NotificationsContext>([
      recipientConsumers,
      billingNoticeConsumers,
      contactReplyConsumers,
      deliveryConsumers,
      // A browser's alerts stop with the session that turned them on.
      pushSubscriptionConsumers,
      // A new lead's SMS and e-mail (or digest place) join the centre's LeadsCreated consumer.
      leadAlertConsumers,
      // A message in a job's conversation: the recipient's notification and alerts (messages/message-alerts.ts).
      messageConsumers,
    ]),
  ],
  // The sender, the 90-day purge of notifications and the hourly and daily lead digests.
  start: withLeadDigests(withNotificationPurge(startSender)),
});
