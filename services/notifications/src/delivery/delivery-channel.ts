import type { MessageChannel } from '../schema.js';

/** What a channel needs to deliver one message. */
export interface OutgoingMessage {
  /** The outgoing_messages row's id (a provider may echo it as its reference). */
  id?: string;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
}

/**
 * Delivers on one channel; throws when the message was not accepted (the sender retries), or
 * UndeliverableError when no retry can help.
 */
export interface DeliveryChannel {
  /** How the channel delivers, for the start-up log line. */
  readonly describe: string;
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Thrown by a channel when the message can never be delivered (a number the provider refuses for
 * good): the sender marks the row failed at once instead of retrying.
 */
export class UndeliverableError extends Error {
  override readonly name = 'UndeliverableError';
}
