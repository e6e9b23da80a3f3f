import { type FieldError, paymentDetailsError, textOf } from '../payment-details-error.js';
import type { PaymentMethodInput } from '../payment-provider.js';

/**
 * Checks what the browser sent with a Web Payments SDK token before anything reaches Square: the
 * token and verification token look like Square's, a name on the card is there, and the postcode
 * (typed in Square's frame, when it asked) is a UK one.
 * Throws paymentDetailsError with PaymentMethodInput's paths.
 */

type CardInput = Extract<PaymentMethodInput, { type: 'card' }>;

export const squareCardMessages = {
  sourceId: 'Enter your card details again',
  verificationToken: 'Confirm your card with your bank again',
  cardholderName: 'Enter the name on the card',
  postcode: 'Enter a valid UK postcode',
} as const;

/** A one-time card token of the Web Payments SDK ('cnon:…'). */
const CARD_NONCE = /^cnon:[A-Za-z0-9_:-]{3,200}$/;
/** A buyer verification token of verifyBuyer ('verf:…'). */
const VERIFICATION_TOKEN = /^verf:[A-Za-z0-9_:-]{3,500}$/;
const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;
const MAX_NAME_LENGTH = 100;

export interface ValidSquareCardInput {
  sourceId: string;
  verificationToken: string | null;
  cardholderName: string;
  /** Upper case, one space: 'SW4 0AA'; null when Square's frame did not ask for it. */
  postcode: string | null;
}

export function validateSquareCardInput(input: CardInput): ValidSquareCardInput {
  const errors: FieldError[] = [];
  const sourceId = textOf(input.sourceId).trim();
  if (!CARD_NONCE.test(sourceId)) errors.push({ path: 'sourceId', message: squareCardMessages.sourceId });

  const verification = input.verificationToken === null ? null : textOf(input.verificationToken).trim();
  if (verification !== null && verification !== '' && !VERIFICATION_TOKEN.test(verification)) {
    errors.push({ path: 'verificationToken', message: squareCardMessages.verificationToken });
  }

  const cardholderName = textOf(input.cardholderName).trim().replace(/\s+/g, ' ');
  if (!cardholderName || cardholderName.length > MAX_NAME_LENGTH) {
    errors.push({ path: 'cardholderName', message: squareCardMessages.cardholderName });
  }

  const compact = input.postcode === null ? '' : textOf(input.postcode).replace(/\s+/g, '').toUpperCase();
  if (compact && !UK_POSTCODE.test(compact)) errors.push({ path: 'postcode', message: squareCardMessages.postcode });

  if (errors.length > 0) throw paymentDetailsError(errors);
  return {
    sourceId,
    verificationToken: verification || null,
    cardholderName,
    postcode: compact ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : null,
  };
}
