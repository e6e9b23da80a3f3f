/**
 * Conversations between a customer and a business about a job (docs/messaging.md): the limits the
 * composer and the server both apply, and the check that warns a customer about paying outside
 * LocalPros.
 */

/** A message's text, trimmed: at least one character (unless it carries a photo), at most this many. */
export const MESSAGE_TEXT_MAX = 2000;
/** A message's photo, before it is re-encoded: JPG, PNG or HEIF, at most 5 MB. */
export const MESSAGE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Messages one user may send per minute (the BFF's rate limit). */
export const MESSAGES_PER_MINUTE = 20;
/** An admin's reason for reading a conversation, kept in the audit log. */
export const ADMIN_READ_REASON_MIN = 10;
export const ADMIN_READ_REASON_MAX = 500;

export const messageMessages = {
  empty: 'Please write a message or add a photo',
  tooLong: `A message can be at most ${MESSAGE_TEXT_MAX} characters`,
  photoTooLarge: 'A photo can be at most 5 MB',
  photoWrongType: 'Invalid file type! JPG, PNG, or HEIF only.',
  threadNotFound: 'Conversation not found',
  otherPartyRemoved: 'This account has been removed: the conversation is read only',
  reasonNeeded: `Please give a reason of ${ADMIN_READ_REASON_MIN} to ${ADMIN_READ_REASON_MAX} characters for reading this conversation`,
  /** Shown to the customer beside a message that asks to be paid outside the marketplace. */
  paymentWarning:
    'This message mentions paying directly or bank details. For your protection, only pay through LocalPros: payments made outside LocalPros are not covered.',
} as const;

/** The name shown for a party whose account was deleted or deactivated. */
export const REMOVED_ACCOUNT_NAME = 'Removed account';

/** The problem with a message's text, or null when it may be sent (a photo makes empty text fine). */
export function messageTextProblem(text: string, hasPhoto = false): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 && !hasPhoto) return messageMessages.empty;
  if (trimmed.length > MESSAGE_TEXT_MAX) return messageMessages.tooLong;
  return null;
}

/*
 * What asks to be paid outside LocalPros: "pay me directly" links (PayPal.me, Monzo.me, Revolut,
 * Wise, Venmo, Cash App, Stripe payment links…), a sort code beside an account number, an IBAN,
 * and words that ask for a bank transfer together with details. Deliberately broad: a false alarm
 * only shows a warning; a missed one can cost the customer the job's price.
 */
const PAYMENT_LINK =
  /\b(?:paypal\.me|paypal\.com\/(?:paypalme|pools|donate|send)|monzo\.me|revolut\.me|revolut\.com\/pay|wise\.com\/pay|pay\.wise\.com|venmo\.com|cash\.app|buy\.stripe\.com|checkout\.stripe\.com|pay\.sumup\.com|sumup\.me|paym\.es|starlingbank\.com\/pay|settleup\.starlingbank\.com|ko-fi\.com|buymeacoffee\.com)\b/i;
/** A UK sort code: 12-34-56, 12 34 56 or 123456 next to the words "sort code". */
const SORT_CODE = /\b\d{2}[- ]\d{2}[- ]\d{2}\b|\bsort\s*code\b[^\d]{0,20}\d{6}\b/i;
/** A UK account number: eight digits (sometimes written 1234 5678). */
const ACCOUNT_NUMBER = /\b\d{8}\b|\b\d{4}[ -]\d{4}\b/;
/** An IBAN: two letters, two check digits, then 11 to 30 letters and digits, spaces allowed in fours. */
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/;
const ASKS_FOR_TRANSFER =
  /\b(?:bank\s*transfer|pay\s+(?:me\s+)?direct(?:ly)?|pay\s+(?:me\s+)?(?:in\s+)?cash|pay\s+outside|transfer\s+(?:the\s+)?(?:money|payment|deposit)|account\s*(?:number|no\.?)|sort\s*code|iban|bacs|faster\s+payment)\b/i;

/** Whether a message asks to be paid outside LocalPros (a payment link or bank details). */
export function mentionsOutsidePayment(text: string): boolean {
  if (PAYMENT_LINK.test(text)) return true;
  const compact = text.toUpperCase();
  if (IBAN.test(compact) && /\d{6,}/.test(compact.replace(/\s/g, ''))) return true;
  if (SORT_CODE.test(text) && ACCOUNT_NUMBER.test(text.replace(SORT_CODE, ' '))) return true;
  return (
    ASKS_FOR_TRANSFER.test(text) && (SORT_CODE.test(text) || ACCOUNT_NUMBER.test(text) || /https?:\/\//i.test(text))
  );
}
