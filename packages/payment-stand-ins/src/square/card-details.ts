import { createHash } from 'node:crypto';
import { behaviourOfNumber, type SquareCardBehaviour } from './test-cards.js';

/**
 * What the stand-in's card frame checks before it hands out a card nonce, as the Web Payments SDK
 * does in its own iframe: the number (brand and Luhn), the expiry, the security code and the
 * postcode. Field names and error types are the SDK's (`tokenize()` → `{ status: 'Invalid', errors }`).
 */

export type CardField = 'cardNumber' | 'expirationDate' | 'cvv' | 'postalCode';

export interface CardFieldError {
  field: CardField;
  type: 'VALIDATION_ERROR';
  /** Plain British English, shown next to the field. */
  message: string;
}

/** Square's card_brand values (the brands the stand-in recognises). */
export type SquareCardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER' | 'DISCOVER_DINERS' | 'JCB';

const brands: readonly { brand: SquareCardBrand; prefix: RegExp; lengths: readonly number[]; cvcLength: number }[] = [
  { brand: 'AMERICAN_EXPRESS', prefix: /^3[47]/, lengths: [15], cvcLength: 4 },
  { brand: 'VISA', prefix: /^4/, lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'MASTERCARD',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16],
    cvcLength: 3,
  },
  { brand: 'DISCOVER', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19], cvcLength: 3 },
  { brand: 'JCB', prefix: /^35(2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: 'DISCOVER_DINERS', prefix: /^(36|30[0-5]|38|39)/, lengths: [14, 15, 16, 17, 18, 19], cvcLength: 3 },
];

export interface CardDetailsInput {
  number?: unknown;
  expMonth?: unknown;
  expYear?: unknown;
  cvc?: unknown;
  postcode?: unknown;
}

/** A valid card as the stand-in keeps it behind a nonce: never the number or the CVC. */
export interface CheckedCard {
  brand: SquareCardBrand;
  last4: string;
  bin: string;
  expMonth: number;
  expYear: number;
  postcode: string;
  behaviour: SquareCardBehaviour;
  /** Square's sandbox error values: refused when the card is saved. */
  sandboxError: 'CVV_FAILURE' | 'ADDRESS_VERIFICATION_FAILURE' | 'INVALID_EXPIRATION' | null;
  /** A stable fingerprint of the number (Square's card.fingerprint). */
  fingerprint: string;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A two- or four-digit year as four digits. */
function fullYear(text: string): number {
  const year = Number(text);
  return text.length <= 2 ? 2000 + year : year;
}

export function checkCardDetails(
  input: CardDetailsInput,
  now: Date,
): { card: CheckedCard } | { errors: CardFieldError[] } {
  const errors: CardFieldError[] = [];
  const error = (field: CardField, message: string) => errors.push({ field, type: 'VALIDATION_ERROR', message });

  const digits = textOf(input.number).replace(/[\s-]/g, '');
  const brand = /^\d{12,19}$/.test(digits)
    ? brands.find((b) => b.prefix.test(digits) && b.lengths.includes(digits.length))
    : undefined;
  if (!brand || !luhnValid(digits)) error('cardNumber', 'Enter a valid card number');

  const monthText = textOf(input.expMonth);
  const yearText = textOf(input.expYear);
  const expMonth = Number(monthText);
  const expYear = fullYear(yearText);
  const monthValid = /^\d{1,2}$/.test(monthText) && expMonth >= 1 && expMonth <= 12;
  const yearValid = /^(\d{2}|\d{4})$/.test(yearText);
  if (!monthValid || !yearValid) {
    error('expirationDate', 'Enter the expiry date as MM/YY');
  } else {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const expiry = expYear * 12 + (expMonth - 1);
    if (expiry < thisMonth) error('expirationDate', 'This card has expired: enter a card that is in date');
    else if (expiry > thisMonth + 12 * 20) error('expirationDate', 'Enter a valid expiry date');
  }

  const cvc = textOf(input.cvc);
  const cvcLength = brand?.cvcLength ?? 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    error('cvv', `Enter the ${cvcLength}-digit security code`);
  }

  const postcode = textOf(input.postcode).toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(postcode)) error('postalCode', 'Enter a valid postcode');

  if (errors.length > 0 || !brand) return { errors };
  const sandboxError =
    cvc === '911'
      ? 'CVV_FAILURE'
      : postcode === '99999'
        ? 'ADDRESS_VERIFICATION_FAILURE'
        : expMonth === 1 && expYear === 2040
          ? 'INVALID_EXPIRATION'
          : null;
  return {
    card: {
      brand: brand.brand,
      last4: digits.slice(-4),
      bin: digits.slice(0, 6),
      expMonth,
      expYear,
      postcode,
      behaviour: behaviourOfNumber(digits),
      sandboxError,
      fingerprint: `sq-1-${createHash('sha256').update(digits).digest('base64url').slice(0, 40)}`,
    },
  };
}
