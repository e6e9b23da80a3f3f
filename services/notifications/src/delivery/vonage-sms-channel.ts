import { mobileToE164 } from '@localpros/contracts';
import { SMS, SMSFailure, TypeEnum } from '@vonage/sms';
import type { SmsSettings } from '../config.js';
import { type DeliveryChannel, UndeliverableError } from './delivery-channel.js';

/**
 * Vonage's statuses that no retry can change for this message (the number, or the message, is
 * refused for good): the row fails at once. Every other refusal (throttled, an internal error,
 * credentials or balance the operator can fix) is retried with the sender's backoff.
 */
const UNDELIVERABLE_STATUSES = new Set([
  '3', // Invalid Parameters (the number)
  '6', // Invalid Message: unroutable
  '7', // Number barred
  '33', // Number de-activated
]);

/** A wait no send should outlast: the sender's pass would hold every message behind it. */
const REQUEST_TIMEOUT_MS = 15_000;

/** Whether GSM-7 (one SMS per 160 characters) carries the text; otherwise it goes as unicode (70). */
export function fitsGsm7(text: string): boolean {
  return /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/.test(text);
}

/**
 * The number as Vonage's SMS API takes it: E.164 without the "+" (447700900123). The app stores
 * UK mobiles as 07…; anything that is not a UK mobile cannot be sent to.
 */
export function vonageNumber(mobile: string): string {
  const e164 = mobileToE164(mobile);
  if (!e164) throw new UndeliverableError('the recipient is not a UK mobile number');
  return e164.slice(1);
}

/**
 * SMS through Vonage's SMS API with Vonage's SDK (`@vonage/sms`). Its `restHost` is the live API
 * on production and the local stand-in elsewhere (packages/messaging-stand-ins); nothing else
 * differs. A refusal throws with Vonage's status and error text, which the row keeps.
 */
export function vonageSmsChannel(settings: SmsSettings): DeliveryChannel {
  const client = new SMS(
    { apiKey: settings.apiKey, apiSecret: settings.apiSecret },
    { restHost: settings.apiUrl, timeout: REQUEST_TIMEOUT_MS },
  );
  return {
    describe: `Vonage SMS API at ${new URL(settings.apiUrl).host}, from ${settings.from}`,
    async send(message) {
      const to = vonageNumber(message.recipient);
      try {
        await client.send({
          to,
          from: settings.from,
          text: message.text,
          type: fitsGsm7(message.text) ? TypeEnum.TEXT : TypeEnum.UNICODE,
          // Ours, echoed in Vonage's delivery receipts and its dashboard: the outgoing_messages row.
          ...(message.id ? { clientRef: message.id } : {}),
        });
      } catch (error) {
        throw refusal(error);
      }
    },
    async close() {},
  };
}

/** Vonage's refusal as one line for the row (`Vonage status 7: Number barred.`), never the number. */
function refusal(error: unknown): Error {
  if (error instanceof SMSFailure) {
    const [failed] = error.getFailedMessages();
    const status = failed?.status ?? 'unknown';
    const text = (failed as { errorText?: string } | undefined)?.errorText ?? error.message;
    const reason = `Vonage status ${status}: ${text}`;
    return UNDELIVERABLE_STATUSES.has(status) ? new UndeliverableError(reason) : new Error(reason);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`Vonage SMS API: ${message}`);
}
