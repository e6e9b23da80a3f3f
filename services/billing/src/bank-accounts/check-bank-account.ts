import { bankNameFor } from './bank-names.js';
import { passesModulusCheck } from './modulus-check.js';
import { accountNumberDigits, formatSortCode, sortCodeDigits, standardiseAccount } from './standardise.js';

export const bankAccountMessages = {
  sortCode: 'Enter a 6-digit sort code',
  accountNumber: 'Enter an account number of 6 to 10 digits',
  mismatch: 'This sort code and account number do not match: check them with your bank',
} as const;

export interface FieldError {
  path: string;
  message: string;
}

export type BankAccountCheck =
  | { ok: true; sortCode: string; accountNumber: string; bankName: string }
  | { ok: false; fieldErrors: FieldError[] };

/**
 * Checks a UK sort code and account number as typed: their formats, then Vocalink's modulus check.
 * On success the sort code comes back as 12-34-56 and the account number as its digits.
 */
export function checkBankAccount(input: { sortCode: string; accountNumber: string }): BankAccountCheck {
  const sortCode = sortCodeDigits(input.sortCode);
  const accountNumber = accountNumberDigits(input.accountNumber);
  const fieldErrors: FieldError[] = [];
  if (!sortCode) fieldErrors.push({ path: 'sortCode', message: bankAccountMessages.sortCode });
  if (!accountNumber) fieldErrors.push({ path: 'accountNumber', message: bankAccountMessages.accountNumber });
  if (!sortCode || !accountNumber) return { ok: false, fieldErrors };

  const standard = standardiseAccount(sortCode, accountNumber);
  if (!passesModulusCheck(standard.sortCode, standard.accountNumber)) {
    return { ok: false, fieldErrors: [{ path: 'accountNumber', message: bankAccountMessages.mismatch }] };
  }
  return { ok: true, sortCode: formatSortCode(sortCode), accountNumber, bankName: bankNameFor(sortCode) };
}
