import type { NotificationsContext } from '../context.js';
import { webPushChannel } from '../push/web-push-channel.js';
import { channelsFor } from './channels.js';
import { MessageSender } from './message-sender.js';

/**
 * Starts this instance's sender: it delivers what the consumers queue (they kick it through the
 * context). Returns its stop function.
 */
export async function startSender(context: NotificationsContext): Promise<() => Promise<void>> {
  const { db, logger, config, sealers, metrics } = context;
  const channels = { ...channelsFor(config), push: webPushChannel({ db, push: config.push }) };
  const sender = new MessageSender({
    db,
    channels,
    logger,
    pollMs: config.senderPollMs,
    bodySealer: sealers.body,
    keepSealedBody: config.devMailbox,
    deliveries: metrics?.messageDeliveries,
  });
  context.sender = sender;
  sender.start();
  logger.info(
    { emailChannel: channels.email.describe, smsChannel: channels.sms.describe, pushChannel: channels.push.describe },
    'message sender started',
  );
  return async () => {
    context.sender = undefined;
    await sender.stop();
  };
}
