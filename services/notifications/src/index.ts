import { defineService, type ServiceDeps } from '@localpros/kit';
import { billingNoticeConsumers } from './billing/billing-notice-events.js';
import { listNotifications, listNotificationsAfter, markNotificationsRead } from './centre/notification-queries.js';
import { withNotificationCentre, withNotificationPurge } from './centre/with-notification-centre.js';
import { loadNotificationsConfig, notificationsConfigSchema } from './config.js';
import { contactReplyConsumer } from './contact/reply-to-contact.js';
import { submitContactMessage } from './contact/submit-contact-message.js';
import { channelsFor } from './delivery/channels.js';
import { leadSmsConsumers } from './delivery/lead-alerts.js';
import { listDevMailbox } from './delivery/list-dev-mailbox.js';
import { MessageSender } from './delivery/message-sender.js';
import { deliveryConsumers } from './delivery/queue-message.js';
import { messageSealers } from './delivery/sealed-message.js';
import { recipientConsumers } from './recipients/recipient-events.js';
import { inbox, outbox } from './schema.js';

/**
 * Notifications: contact messages, and every e-mail and SMS the platform sends. Events queue
 * messages in their inbox transaction; the sender delivers them once the service is started.
 * Who to write to, and whether they want it, comes from its own read models (recipients,
 * job_titles), kept from identity's and jobs' events.
 */
// Per hosted instance (the host hands the same deps to consumers and start): the consumers
// kick that instance's sender, never another marketplace's in the same process.
const senders = new WeakMap<ServiceDeps, MessageSender>();

export const notificationsService = defineService({
  name: 'notifications',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  config: notificationsConfigSchema,
  createHandlers: ({ db, outbox: serviceOutbox, env }) => {
    const config = loadNotificationsConfig(env);
    return {
      submitContactMessage: (request) => submitContactMessage(serviceOutbox, request),
      listDevMailbox: (request) => listDevMailbox(db, config, messageSealers(config.codeEncryptionKey), request),
      listNotifications: (request) => listNotifications({ db }, request),
      listNotificationsAfter: (request) => listNotificationsAfter({ db }, request),
      markNotificationsRead: (request) => markNotificationsRead({ db }, request),
    };
  },
  // The notification centre joins the consumers of the events it also hears (one consumer per event type).
  consumers: (deps) =>
    withNotificationCentre<ServiceDeps>([
      recipientConsumers,
      billingNoticeConsumers(loadNotificationsConfig(deps.env), () => senders.get(deps)?.kick()),
      [contactReplyConsumer(() => senders.get(deps)?.kick())],
      deliveryConsumers(
        () => senders.get(deps)?.kick(),
        messageSealers(loadNotificationsConfig(deps.env).codeEncryptionKey),
      ),
      // A new lead's SMS joins the centre's LeadsCreated consumer (delivery/lead-alerts.ts).
      leadSmsConsumers({ config: loadNotificationsConfig(deps.env), kickSender: () => senders.get(deps)?.kick() }),
    ])(deps),
  start: withNotificationPurge(async (deps: ServiceDeps) => {
    const { db, logger, env } = deps;
    const config = loadNotificationsConfig(env);
    const channels = channelsFor(config);
    const sender = new MessageSender({
      db,
      channels,
      logger,
      pollMs: config.senderPollMs,
      bodySealer: messageSealers(config.codeEncryptionKey).body,
      keepSealedBody: config.devMailbox,
    });
    senders.set(deps, sender);
    sender.start();
    logger.info({ emailChannel: channels.email.describe, smsChannel: channels.sms.describe }, 'message sender started');
    return async () => {
      senders.delete(deps);
      await sender.stop();
    };
  }),
});
