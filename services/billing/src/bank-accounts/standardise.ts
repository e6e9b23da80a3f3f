/** Sort codes and account numbers as people type them, in the forms the modulus check and the UI use. */

const SEPARATORS = /[\s-]/g;

/** '12 34 56', '12-34-56' or '123456' → '123456'; null when it is not 6 digits. */
export function sortCodeDigits(input: string): string | null {
  const digits = input.replace(SEPARATORS, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** '123456' → '12-34-56'. */
export function formatSortCode(digits: string): string {
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
}

/** The account number's digits when it has 6 to 10 of them (spaces and dashes allowed), else null. */
export function accountNumberDigits(input: string): string | null {
  const digits = input.replace(SEPARATORS, '');
  return /^\d{6,10}$/.test(digits) ? digits : null;
}

/**
 * Vocalink's standardisation of non-standard account numbers to 8 digits, for the modulus check:
 * 6 and 7 digits are padded with zeros; 9 digits (Santander) move the first digit into the sort
 * code's last; 10 digits keep the first eight at the Co-operative Bank (08-xx-xx) and the last eight
 * elsewhere (NatWest and others).
 */
export function standardiseAccount(
  sortCode: string,
  accountNumber: string,
): { sortCode: string; accountNumber: string } {
  switch (accountNumber.length) {
    case 6:
    case 7:
      return { sortCode, accountNumber: accountNumber.padStart(8, '0') };
    case 9:
      return { sortCode: sortCode.slice(0, 5) + accountNumber[0], accountNumber: accountNumber.slice(1) };
    case 10:
      return {
        sortCode,
        accountNumber: sortCode.startsWith('08') ? accountNumber.slice(0, 8) : accountNumber.slice(2),
      };
    default:
      return { sortCode, accountNumber };
  }
}
