import { passesLuhn } from '@localpros/contracts';
import { type FieldError, textOf } from '../payment-details-error.js';
import type { PaymentMethodInput } from '../payment-provider.js';
import { cardBrandOf } from './card-brands.js';

export const cardMessages = {
  number: 'Enter a valid card number',
  expiry: 'Enter an expiry date in the future',
  cvc: 'Enter the 3 or 4 digit security code',
  cardholderName: 'Enter the name on the card',
  postcode: 'Enter a valid UK postcode',
} as const;

const MAX_NAME_LENGTH = 100;
const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;

export interface ValidCard {
  digits: string;
  brand: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cardholderName: string;
  /** Upper case, one space: 'SW4 0AA'. */
  postcode: string;
}

type CardInput = Extract<PaymentMethodInput, { type: 'card' }>;

/** 'sw40aa' or ' SW4  0AA ' → 'SW4 0AA'; null when it is not a UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!UK_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** A card's expiry month is its last valid month: it is in the future until that month ends (UTC). */
function expiryOf(input: CardInput, now: Date): { month: number; year: number } | null {
  const month = input.expMonth;
  const typedYear = input.expYear;
  if (!Number.isInteger(month) || !Number.isInteger(typedYear) || month < 1 || month > 12 || typedYear < 0) return null;
  const year = typedYear < 100 ? 2000 + typedYear : typedYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= thisMonth ? { month, year } : null;
}

/** Every problem with the card details, on PaymentMethodInput's paths; the valid card when there are none. */
export function validateCard(input: CardInput, now: Date): { card: ValidCard } | { fieldErrors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const digits = textOf(input.number).replace(/[\s-]/g, '');
  const brand = /^\d+$/.test(digits) && passesLuhn(digits) ? cardBrandOf(digits) : null;
  if (!brand) fieldErrors.push({ path: 'number', message: cardMessages.number });

  const expiry = expiryOf(input, now);
  if (!expiry) fieldErrors.push({ path: 'expMonth', message: cardMessages.expiry });

  const cvc = textOf(input.cvc).trim();
  const cvcFits = brand ? cvc.length === brand.cvcLength : cvc.length === 3 || cvc.length === 4;
  if (!/^\d+$/.test(cvc) || !cvcFits) fieldErrors.push({ path: 'cvc', message: cardMessages.cvc });

  const cardholderName = textOf(input.cardholderName).trim();
  if (!cardholderName || cardholderName.length > MAX_NAME_LENGTH) {
    fieldErrors.push({ path: 'cardholderName', message: cardMessages.cardholderName });
  }

  const postcode = normaliseUkPostcode(textOf(input.postcode));
  if (!postcode) fieldErrors.push({ path: 'postcode', message: cardMessages.postcode });

  if (!brand || !expiry || !postcode || fieldErrors.length > 0) return { fieldErrors };
  return {
    card: { digits, brand: brand.name, expMonth: expiry.month, expYear: expiry.year, cardholderName, postcode },
  };
}
