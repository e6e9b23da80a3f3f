import nodemailer from 'nodemailer';
import type { NotificationsConfig } from '../config.js';
import type { DeliveryChannel, OutgoingMessage } from './delivery-channel.js';
import type { ListUnsubscribe } from './mail-links.js';
import { vonageSmsChannel } from './vonage-sms-channel.js';

export type { DeliveryChannel, OutgoingMessage } from './delivery-channel.js';

/** E-mail through an SMTP server (nodemailer: pooling, TLS and SMTP replies handled for us). */
export function smtpChannel(smtpUrl: string, from: string): DeliveryChannel {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  const host = new URL(smtpUrl).host;
  return {
    describe: `SMTP via ${host}`,
    async send(message: OutgoingMessage & Partial<Nullable<ListUnsubscribe>>) {
      await transport.sendMail({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? undefined,
        ...oneClickUnsubscribe(message),
      });
    },
    async close() {
      transport.close();
    },
  };
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * A non-transactional e-mail's unsubscribe headers (RFC 2369, RFC 8058): List-Unsubscribe through
 * nodemailer's `list` option (one header, the https link and the mailto: the inner array keeps them
 * together), and List-Unsubscribe-Post, which `list` cannot write (it would wrap the value in <>).
 */
export function oneClickUnsubscribe(message: Partial<Nullable<ListUnsubscribe>>) {
  if (!message.unsubscribeUrl) return {};
  const links = message.unsubscribeMailto
    ? [message.unsubscribeUrl, message.unsubscribeMailto]
    : [message.unsubscribeUrl];
  return {
    list: { unsubscribe: [links] },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
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

/**
 * The channels a platform delivers on, from its configuration (web push needs the database as
 * well: the service adds it, push/web-push-channel.ts).
 */
export function channelsFor(config: NotificationsConfig): Record<'email' | 'sms', DeliveryChannel> {
  const email = config.smtpUrl ? smtpChannel(config.smtpUrl, config.mailFrom) : devMailboxChannel;
  // SMS through Vonage (its stand-in outside production, as npm start and the tests configure);
  // without its settings, off production only (the config requires them there), the dev mailbox.
  const sms = config.sms
    ? vonageSmsChannel(config.sms)
    : config.devMailbox
      ? devMailboxChannel
      : unconfiguredChannel('no SMS provider is configured');
  return { email, sms };
}
