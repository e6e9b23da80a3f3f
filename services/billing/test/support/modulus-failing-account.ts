/** A sort code and account number that fail Vocalink's modulus check (a field error, not a decline). */
export const modulusFailingAccount = {
  sortCode: '08-99-99',
  accountNumber: '66374959',
  message: 'This sort code and account number do not match: check them with your bank',
} as const;
