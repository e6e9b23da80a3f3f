/**
 * The payment method a business gives when it subscribes, renews or updates its method: the
 * `paymentMethod` body of docs/api/billing.md. The form checks these rules before sending so a
 * typo is shown at once; the server checks them again (and alone knows the modulus rules).
 */
export interface CardInput {
  type: 'card';
  /** Digits only. */
  number: string;
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
  cvc: string;
  cardholderName: string;
  postcode: string;
}

export interface DirectDebitInput {
  type: 'direct_debit';
  accountHolder: string;
  /** Six digits, no dashes. */
  sortCode: string;
  accountNumber: string;
  /** The business confirmed the mandate summary and the Direct Debit Guarantee. */
  mandateConfirmed: true;
}

export type PaymentMethodInput = CardInput | DirectDebitInput;
export type PaymentMethodType = PaymentMethodInput['type'];

/** The same texts as the BFF's (bff/src/routes/billing/billing-input.ts), so both read alike. */
export const paymentMethodMessages = {
  cardNumber: 'Enter a valid card number',
  expMonth: 'Enter the expiry month (1 to 12)',
  expYear: 'Enter the expiry year',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
  cardholderName: 'Enter the name on the card',
  postcode: 'Enter a valid UK postcode',
  accountHolder: "Enter the account holder's name",
  sortCode: 'Enter a 6-digit sort code',
  accountNumber: 'Enter an account number of 6 to 10 digits',
  mandateConfirmed: 'Confirm the Direct Debit mandate',
} as const;

/** Digits only, so "4242 4242 4242 4242" and "12-34-56" are read as people type them. */
export function digitsOf(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

/**
 * The Luhn check every card number passes (ISO/IEC 7812). A copy of passesLuhn in
 * packages/contracts/src/billing.ts (web code does not import contracts); passes-luhn.test.ts keeps them equal.
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isValidCardNumber(value: string | undefined): boolean {
  const digits = digitsOf(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** "7" or "07" → 7; anything else → null. */
export function parseExpMonth(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

/** "30" or "2030" → 2030; anything else → null. */
export function parseExpYear(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/** A card is valid to the end of its expiry month. */
export function cardHasExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

export function isValidPostcode(value: string | undefined): boolean {
  return UK_POSTCODE.test((value ?? '').trim());
}

export function isValidSortCode(value: string | undefined): boolean {
  return /^\d{6}$/.test(digitsOf(value));
}

export function isValidAccountNumber(value: string | undefined): boolean {
  return /^\d{6,10}$/.test(digitsOf(value));
}

/** What the card fields hold, as typed. */
export interface CardFields {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  cardholderName: string;
  postcode: string;
}

/** What the bank fields hold, as typed. */
export interface BankFields {
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
}

/** The typed card fields as the API's card (call after the form's rules passed). */
export function toCardInput(fields: CardFields): CardInput {
  return {
    type: 'card',
    number: digitsOf(fields.number),
    expMonth: parseExpMonth(fields.expMonth) ?? 0,
    expYear: parseExpYear(fields.expYear) ?? 0,
    cvc: fields.cvc.trim(),
    cardholderName: fields.cardholderName.trim(),
    postcode: fields.postcode.trim().toUpperCase(),
  };
}

/** The typed bank fields as the API's Direct Debit, once the mandate is confirmed. */
export function toDirectDebitInput(fields: BankFields): DirectDebitInput {
  return {
    type: 'direct_debit',
    accountHolder: fields.accountHolder.trim(),
    sortCode: digitsOf(fields.sortCode),
    accountNumber: digitsOf(fields.accountNumber),
    mandateConfirmed: true,
  };
}
