import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Vonage's SMS API (`POST https://rest.nexmo.com/sms/json`, API reference "SMS API" 1.0.10) as far
 * as notifications uses it: one text to one number. Like Vonage it answers 200 with one entry per
 * message part in `messages`, each with a `status` ("0" accepted; anything else refused, with an
 * `error-text`), even when the request is refused: the SDK (`@vonage/sms`) throws on a non-zero
 * status, never on the HTTP status.
 */

/** Vonage's status codes (the API reference's "Troubleshooting SMS" table) that the stand-in answers. */
export const vonageSmsStatus = {
  success: '0',
  throttled: '1',
  missingParameters: '2',
  invalidParameters: '3',
  invalidCredentials: '4',
  internalError: '5',
  invalidMessage: '6',
  numberBarred: '7',
  invalidSenderAddress: '15',
} as const;

/** A refusal as Vonage words it: the status and the `error-text` of each message entry. */
export interface VonageSmsFailure {
  status: string;
  errorText: string;
}

/**
 * Test numbers (Ofcom's drama range, 07700 900000–900999, never a real subscriber's): each is
 * refused as Vonage refuses such a number. Every other well-formed number is accepted.
 */
export const vonageTestNumbers = {
  /** Status 7: the operator barred the number. */
  barred: '447700900666',
  /** Status 6: Vonage could not route the number. */
  unroutable: '447700900667',
} as const;

const testNumberFailures: Record<string, VonageSmsFailure> = {
  [vonageTestNumbers.barred]: { status: vonageSmsStatus.numberBarred, errorText: 'Number barred.' },
  [vonageTestNumbers.unroutable]: {
    status: vonageSmsStatus.invalidMessage,
    errorText: 'Unroutable message - rejected',
  },
};

export const throttledFailure: VonageSmsFailure = {
  status: vonageSmsStatus.throttled,
  errorText: 'Throughput Rate Exceeded - please wait [ 1000 ] and retry',
};

/** One SMS request the stand-in answered, accepted or refused: what a test or the README's reader looks at. */
export interface ReceivedSms {
  /** The first part's message-id when accepted; null when refused. */
  messageId: string | null;
  to: string;
  from: string;
  text: string;
  type: string;
  clientRef: string | null;
  /** How many SMS parts Vonage would bill (160 GSM-7 characters in one, 153 each when split; 70/67 unicode). */
  parts: number;
  /**
   * Characters of a `text` (GSM-7) message that GSM-7 cannot carry: Vonage sends it anyway and the
   * phone shows something else in their place. A sender that forgot `type: 'unicode'` shows here.
   */
  unencodable: string[];
  status: string;
  errorText: string | null;
  receivedAt: string;
}

export type SmsParameters = Record<string, string>;

const SENDER_ALPHANUMERIC = /^[A-Za-z0-9 ]{1,}$/;
const MESSAGE_TYPES = new Set(['text', 'unicode', 'binary', 'wappush', 'vcal', 'vcard']);

/** GSM 03.38's basic set and extension table: what fits a `text` SMS. */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

function smsParts(text: string, type: string): number {
  if (type === 'unicode') {
    const units = text.length;
    return units <= 70 ? 1 : Math.ceil(units / 67);
  }
  let septets = 0;
  for (const character of text) septets += GSM7_EXTENDED.includes(character) ? 2 : 1;
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The API key and secret the request carries: Basic auth (what the SDK sends) or `api_key`/`api_secret` parameters. */
function credentialsOf(authorization: string | undefined, parameters: SmsParameters) {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  return { key: parameters.api_key, secret: parameters.api_secret };
}

export interface SmsAccount {
  apiKey: string;
  apiSecret: string;
}

/** Vonage's answer to one request, and the record of it. */
export interface SmsAnswer {
  body: Record<string, unknown>;
  received: ReceivedSms;
}

const messageId = () => randomBytes(8).toString('hex').toUpperCase();

/** The account's balance in euros, as Vonage reports it after each accepted part. */
export class SmsLedger {
  private balance = 10;
  static readonly PRICE = 0.0333;

  charge(parts: number): string {
    this.balance = Math.max(0, this.balance - SmsLedger.PRICE * parts);
    return this.balance.toFixed(8);
  }
}

/**
 * Answers one `POST /sms/json` as Vonage does. `forced` is a refusal the test asked for
 * (failNextRequests); otherwise the request is checked in Vonage's order: credentials, the required
 * parameters, their values, then the number.
 */
export function answerSms(
  account: SmsAccount,
  ledger: SmsLedger,
  authorization: string | undefined,
  parameters: SmsParameters,
  forced: VonageSmsFailure | undefined,
): SmsAnswer {
  const type = parameters.type ?? 'text';
  const text = parameters.text ?? '';
  const received: ReceivedSms = {
    messageId: null,
    to: parameters.to ?? '',
    from: parameters.from ?? '',
    text,
    type,
    clientRef: parameters['client-ref'] ?? null,
    parts: smsParts(text, type),
    unencodable:
      type === 'text' ? [...new Set([...text].filter((c) => !GSM7.includes(c) && !GSM7_EXTENDED.includes(c)))] : [],
    status: vonageSmsStatus.success,
    errorText: null,
    receivedAt: new Date().toISOString(),
  };
  const refused = (failure: VonageSmsFailure): SmsAnswer => {
    received.status = failure.status;
    received.errorText = failure.errorText;
    return {
      body: { 'message-count': '1', messages: [{ status: failure.status, 'error-text': failure.errorText }] },
      received,
    };
  };
  const problem = refusalOf(account, authorization, parameters, type) ?? forced;
  if (problem) return refused(problem);
  const numberFailure = testNumberFailures[received.to];
  if (numberFailure) {
    received.status = numberFailure.status;
    received.errorText = numberFailure.errorText;
    return {
      body: {
        'message-count': '1',
        messages: [{ to: received.to, status: numberFailure.status, 'error-text': numberFailure.errorText }],
      },
      received,
    };
  }
  const messages = Array.from({ length: received.parts }, () => ({
    to: received.to,
    'message-id': messageId(),
    status: vonageSmsStatus.success,
    'remaining-balance': ledger.charge(1),
    'message-price': SmsLedger.PRICE.toFixed(8),
    // O2 UK's network code: what Vonage reports for a UK mobile it routed.
    network: '23410',
    ...(received.clientRef === null ? {} : { 'client-ref': received.clientRef }),
  }));
  received.messageId = messages[0]?.['message-id'] ?? null;
  return { body: { 'message-count': String(messages.length), messages }, received };
}

function refusalOf(
  account: SmsAccount,
  authorization: string | undefined,
  parameters: SmsParameters,
  type: string,
): VonageSmsFailure | undefined {
  const missing = (name: string): VonageSmsFailure => ({
    status: vonageSmsStatus.missingParameters,
    errorText: `Missing ${name}`,
  });
  const invalid = (errorText: string): VonageSmsFailure => ({ status: vonageSmsStatus.invalidParameters, errorText });
  const { key, secret } = credentialsOf(authorization, parameters);
  if (!key) return missing('api_key');
  if (!secret) return missing('api_secret');
  if (!sameText(key, account.apiKey) || !sameText(secret, account.apiSecret)) {
    return { status: vonageSmsStatus.invalidCredentials, errorText: 'Bad Credentials' };
  }
  if (!parameters.from) return missing('from param');
  if (!parameters.to) return missing('to param');
  if (!MESSAGE_TYPES.has(type)) return invalid('Invalid type param');
  if ((type === 'text' || type === 'unicode') && !parameters.text) return missing('text param');
  // E.164 without the "+" or a leading 00: 7 to 15 digits (the reference's pattern).
  if (!/^\d{7,15}$/.test(parameters.to)) return invalid('Invalid to param');
  const from = parameters.from;
  const numericSender = /^\d{1,15}$/.test(from);
  if (!numericSender && !(SENDER_ALPHANUMERIC.test(from) && from.replaceAll(' ', '').length <= 11)) {
    return { status: vonageSmsStatus.invalidSenderAddress, errorText: 'Illegal Sender Address - rejected' };
  }
  if ((parameters['client-ref'] ?? '').length > 40) return invalid('Invalid client-ref param');
  return undefined;
}
