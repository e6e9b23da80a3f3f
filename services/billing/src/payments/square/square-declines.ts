import { SquareError } from 'square';
import { declines } from '../declines.js';
import type { Decline } from '../payment-provider.js';

/**
 * Square's refusals as billing's Declines. A refusal is a 400 whose first error is a
 * PAYMENT_METHOD_ERROR (and, when saving a card, a one-time token Square no longer accepts);
 * anything else (401, 404, 5xx, a timeout, no network) is not the card's fault and is thrown.
 */

const decline = (reason: string, message: string, retryable: boolean): Decline => ({
  status: 'declined',
  reason,
  message,
  retryable,
});

const { cardDeclined, cardInsufficientFunds, processingError } = declines;

const declined = decline(cardDeclined.reason, cardDeclined.message, cardDeclined.retryable);

const verificationRequired = decline(
  'verification_required',
  'Your bank needs you to confirm this card: try again and complete the check',
  false,
);

/** Square's PAYMENT_METHOD_ERROR codes billing tells apart; the others are a plain card decline. */
const byCode: Readonly<Record<string, Decline>> = {
  CARD_DECLINED: declined,
  INSUFFICIENT_FUNDS: decline(cardInsufficientFunds.reason, cardInsufficientFunds.message, true),
  TRANSACTION_LIMIT: decline(cardInsufficientFunds.reason, cardInsufficientFunds.message, true),
  // Square's catch-all issuer refusal: trying again later may work (the retry-succeeds test card).
  GENERIC_DECLINE: decline(processingError.reason, processingError.message, true),
  CARD_DECLINED_VERIFICATION_REQUIRED: verificationRequired,
  CARD_DECLINED_CALL_ISSUER: decline('card_declined', 'Your card was declined: call your bank, then try again', false),
  CVV_FAILURE: decline('cvv_failure', 'Your card’s security code was not accepted: check it and try again', false),
  VERIFY_CVV_FAILURE: decline(
    'cvv_failure',
    'Your card’s security code was not accepted: check it and try again',
    false,
  ),
  ADDRESS_VERIFICATION_FAILURE: decline(
    'address_verification_failure',
    'Your postcode does not match the one your bank has for this card',
    false,
  ),
  INVALID_POSTAL_CODE: decline(
    'address_verification_failure',
    'Your postcode does not match the one your bank has for this card',
    false,
  ),
  INVALID_EXPIRATION: decline('invalid_expiration', 'Your card’s expiry date was not accepted: check it', false),
  BAD_EXPIRATION: decline('invalid_expiration', 'Your card’s expiry date was not accepted: check it', false),
  EXPIRATION_FAILURE: decline('invalid_expiration', 'Your card’s expiry date was not accepted: check it', false),
  CARD_EXPIRED: decline('card_expired', 'Your card has expired: use another card', false),
};

/** Tokens from the browser that Square refuses when a card is saved: the business enters the card again. */
const staleTokenCodes = new Set(['CARD_TOKEN_USED', 'CARD_TOKEN_EXPIRED', 'INVALID_CARD_DATA', 'SOURCE_EXPIRED']);
const staleToken = decline('card_token_expired', 'Your card details have expired: enter them again', false);

interface SquareErrorLike {
  category?: string;
  code?: string;
}

/** The Decline for Square error objects (a failed payment's card_details.errors, or an error body). */
export function declineOfSquareErrors(errors: readonly SquareErrorLike[] | undefined): Decline {
  const paymentError = errors?.find((e) => e.category === 'PAYMENT_METHOD_ERROR');
  return (paymentError?.code ? byCode[paymentError.code] : undefined) ?? declined;
}

/** The Decline a Square API error means, or null when it is not a refusal of the card (rethrow it). */
export function declineOfSquareError(error: unknown, options: { savingCard: boolean }): Decline | null {
  if (!(error instanceof SquareError) || error.statusCode !== 400) return null;
  const first = error.errors[0];
  if (first?.category === 'PAYMENT_METHOD_ERROR') return declineOfSquareErrors(error.errors);
  if (options.savingCard && first?.category === 'INVALID_REQUEST_ERROR' && staleTokenCodes.has(first.code)) {
    return staleToken;
  }
  return null;
}
