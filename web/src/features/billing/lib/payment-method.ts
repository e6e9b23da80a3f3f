/**
 * The payment method a business gives when it subscribes, renews or updates its method: the
 * `paymentMethod` body of docs/api/billing.md. The form checks these rules before sending so a
 * typo is shown at once; the server checks them again (and alone knows the modulus rules).
 */
export interface CardInput {
  type: 'card';
  /** The one-time token of Square's Web Payments SDK ('cnon:…'): never a card number. */
  sourceId: string;
  /** Square's buyer verification (3-D Secure) token, when the check ran. */
  verificationToken: string | null;
  cardholderName: string;
  /** As typed in Square's frame with the card, when it asked. */
  postcode: string | null;
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
  cardDetails: 'Check the card details',
  verificationFailed: 'Your bank could not confirm this card: try again or use another card',
  cardholderName: 'Enter the name on the card',
  accountHolder: "Enter the account holder's name",
  sortCode: 'Enter a 6-digit sort code',
  accountNumber: 'Enter an account number of 6 to 10 digits',
  mandateConfirmed: 'Confirm the Direct Debit mandate',
} as const;

/** Digits only, so "12-34-56" and "1234 5678" are read as people type them. */
export function digitsOf(value: string | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '');
}

export function isValidSortCode(value: string | undefined): boolean {
  return /^\d{6}$/.test(digitsOf(value));
}

export function isValidAccountNumber(value: string | undefined): boolean {
  return /^\d{6,10}$/.test(digitsOf(value));
}

/** What the bank fields hold, as typed. */
export interface BankFields {
  accountHolder: string;
  sortCode: string;
  accountNumber: string;
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
