import nodemailer from 'nodemailer';
import type { NotificationsConfig } from '../config.js';
import type { MessageChannel } from '../schema.js';

/** What a channel needs to deliver one message. */
export interface OutgoingMessage {
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
}

/** Delivers on one channel; throws when the message was not accepted (the sender retries). */
export interface DeliveryChannel {
  /** How the channel delivers, for the start-up log line. */
  readonly describe: string;
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/** E-mail through an SMTP server (nodemailer: pooling, TLS and SMTP replies handled for us). */
export function smtpChannel(smtpUrl: string, from: string): DeliveryChannel {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  const host = new URL(smtpUrl).host;
  return {
    describe: `SMTP via ${host}`,
    async send(message) {
      await transport.sendMail({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Off production, a message with no real channel is "sent" into the dev mailbox: the
 * outgoing_messages row is the mailbox, so there is nothing more to do.
 */
export const devMailboxChannel: DeliveryChannel = {
  describe: 'the dev mailbox only',
  async send() {},
  async close() {},
};

/** A channel that is not configured on a production platform: every message fails, loudly. */
export function unconfiguredChannel(reason: string): DeliveryChannel {
  return {
    describe: `nothing (${reason})`,
    async send() {
      throw new Error(reason);
    },
    async close() {},
  };
}

/** The channels a platform delivers on, from its configuration. */
export function channelsFor(config: NotificationsConfig): Record<MessageChannel, DeliveryChannel> {
  const email = config.smtpUrl ? smtpChannel(config.smtpUrl, config.mailFrom) : devMailboxChannel;
  // No SMS gateway is integrated yet: off production SMS land in the dev mailbox.
  const sms = config.devMailbox ? devMailboxChannel : unconfiguredChannel('no SMS gateway is configured');
  return { email, sms };
}
