import { checkBankAccount } from '../../bank-accounts/check-bank-account.js';
import { type FieldError, textOf } from '../payment-details-error.js';
import type { PaymentMethodInput } from '../payment-provider.js';

export const directDebitMessages = {
  accountHolder: "Enter the account holder's name",
  mandateConfirmed: 'Confirm the Direct Debit mandate',
} as const;

const MAX_ACCOUNT_HOLDER_LENGTH = 100;

export interface ValidBankAccount {
  accountHolder: string;
  /** 12-34-56 */
  sortCode: string;
  /** Digits only. */
  accountNumber: string;
  bankName: string;
}

/** The account holder and bank account, checked with the modulus rules; field errors on their paths. */
export function validateBankAccount(input: {
  accountHolder: unknown;
  sortCode: unknown;
  accountNumber: unknown;
}): { account: ValidBankAccount } | { fieldErrors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const accountHolder = textOf(input.accountHolder).trim();
  if (!accountHolder || accountHolder.length > MAX_ACCOUNT_HOLDER_LENGTH) {
    fieldErrors.push({ path: 'accountHolder', message: directDebitMessages.accountHolder });
  }
  const bank = checkBankAccount({ sortCode: textOf(input.sortCode), accountNumber: textOf(input.accountNumber) });
  if (!bank.ok) fieldErrors.push(...bank.fieldErrors);
  if (!bank.ok || fieldErrors.length > 0) return { fieldErrors };
  return {
    account: { accountHolder, sortCode: bank.sortCode, accountNumber: bank.accountNumber, bankName: bank.bankName },
  };
}

/** A Direct Debit set-up: the bank account plus the business's confirmation of the mandate. */
export function validateDirectDebit(
  input: Extract<PaymentMethodInput, { type: 'direct_debit' }>,
): { account: ValidBankAccount } | { fieldErrors: FieldError[] } {
  const result = validateBankAccount(input);
  if (input.mandateConfirmed === true) return result;
  const confirmError = { path: 'mandateConfirmed', message: directDebitMessages.mandateConfirmed };
  return { fieldErrors: [...('fieldErrors' in result ? result.fieldErrors : []), confirmError] };
}
