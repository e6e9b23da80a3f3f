/**
 * The Square stand-in's test cards: the one list for the stand-in, billing's tests, the browser
 * tests and the docs. Any future expiry, any 3-digit CVC (4 for American Express), any postcode.
 * Square's own sandbox error values work too: CVC 911 (CVV_FAILURE), postcode 99999
 * (ADDRESS_VERIFICATION_FAILURE) and expiry 01/40 (INVALID_EXPIRATION) are refused when the card is
 * saved. Any other valid card number of a brand Square takes behaves like `succeeds`.
 */

/** What a test card does when it is saved (CreateCard) and at each charge (CreatePayment). */
export type SquareCardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'retry_succeeds'
  | 'verification_required';

export interface SquareTestCard {
  /** As printed, in groups of four. */
  number: string;
  /** As billing names brands (services/billing/src/payments/square/square-card-brands.ts). */
  brand: string;
  behaviour: SquareCardBehaviour;
  /** What happens, in a sentence (docs and test names). */
  description: string;
  /** The Square error code the card produces, when it produces one. */
  squareErrorCode: string | null;
}

export const squareTestCards = {
  visa: {
    number: '4242 4242 4242 4242',
    brand: 'Visa',
    behaviour: 'succeeds',
    description: 'Saves; every charge completes',
    squareErrorCode: null,
  },
  mastercard: {
    number: '5555 5555 5555 4444',
    brand: 'Mastercard',
    behaviour: 'succeeds',
    description: 'Saves; every charge completes',
    squareErrorCode: null,
  },
  declined: {
    number: '4000 0000 0000 0002',
    brand: 'Visa',
    behaviour: 'declined',
    description: 'Refused when saved (CreateCard answers CARD_DECLINED): not retryable',
    squareErrorCode: 'CARD_DECLINED',
  },
  insufficientFunds: {
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    behaviour: 'insufficient_funds',
    description: 'Saves; every charge fails with INSUFFICIENT_FUNDS: retryable',
    squareErrorCode: 'INSUFFICIENT_FUNDS',
  },
  retrySucceeds: {
    number: '4000 0000 0000 0119',
    brand: 'Visa',
    behaviour: 'retry_succeeds',
    description:
      'Saves; its charges alternate: the first (third, …) fails with GENERIC_DECLINE (retryable), the next completes',
    squareErrorCode: 'GENERIC_DECLINE',
  },
  strongCustomerAuthentication: {
    number: '4310 0000 0000 0007',
    brand: 'Visa',
    behaviour: 'verification_required',
    description:
      "Square's EU challenge card: saving it without a verifyBuyer token fails with CARD_DECLINED_VERIFICATION_REQUIRED; with one it saves and every charge completes",
    squareErrorCode: 'CARD_DECLINED_VERIFICATION_REQUIRED',
  },
} as const satisfies Record<string, SquareTestCard>;

const behaviourByNumber = new Map<string, SquareCardBehaviour>(
  Object.values(squareTestCards).map((card) => [card.number.replace(/\s/g, ''), card.behaviour]),
);

/** The behaviour of a card number (digits only): a test card's, else `succeeds`. */
export function behaviourOfNumber(digits: string): SquareCardBehaviour {
  return behaviourByNumber.get(digits) ?? 'succeeds';
}
