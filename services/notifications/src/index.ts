import { defineService, type ServiceDeps } from '@localpros/kit';
import { loadNotificationsConfig } from './config.js';
import { submitContactMessage } from './contact/submit-contact-message.js';
import { channelsFor } from './delivery/channels.js';
import { listDevMailbox } from './delivery/list-dev-mailbox.js';
import { MessageSender } from './delivery/message-sender.js';
import { deliverySubscriptions } from './delivery/queue-message.js';
import { recipientSubscriptions } from './recipients/recipient-events.js';
import { inbox, outbox } from './schema.js';

/**
 * Notifications: contact messages, and every e-mail and SMS the platform sends. Events queue
 * messages in their inbox transaction; the sender delivers them once the service is started.
 * Who to write to, and whether they want it, comes from its own read models (recipients,
 * job_titles), kept from identity's and jobs' events.
 */
// Per hosted instance (the host hands the same deps to subscriptions and start): the subscriptions
// kick that instance's sender, never another marketplace's in the same process.
const senders = new WeakMap<ServiceDeps, MessageSender>();

export const notificationsService = defineService({
  name: 'notifications',
  moduleUrl: import.meta.url,
  tables: { outbox, inbox },
  createHandlers: ({ db, outbox: serviceOutbox, env }) => {
    const config = loadNotificationsConfig(env);
    return {
      submitContactMessage: (request) => submitContactMessage(serviceOutbox, request),
      listDevMailbox: (request) => listDevMailbox(db, config, request),
    };
  },
  subscriptions: (deps) => [...recipientSubscriptions, ...deliverySubscriptions(() => senders.get(deps)?.kick())],
  start: async (deps) => {
    const { db, logger, env } = deps;
    const config = loadNotificationsConfig(env);
    const channels = channelsFor(config);
    const sender = new MessageSender({ db, channels, logger, pollMs: config.senderPollMs });
    senders.set(deps, sender);
    sender.start();
    logger.info({ email: channels.email.describe, sms: channels.sms.describe }, 'message sender started');
    return async () => {
      senders.delete(deps);
      await sender.stop();
    };
  },
});
