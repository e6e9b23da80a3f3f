/**
 * The GoCardless stand-in's test bank accounts: the one list for billing's tests, the e2e tests and
 * the docs. They are Vocalink's published modulus test vectors, so they pass billing's own modulus
 * check before they reach GoCardless. Any other valid account behaves like `succeeds`.
 */

/** What a test bank account does once its mandate and payments settle. */
export type GoCardlessTestAccountBehaviour =
  | 'succeeds'
  | 'mandate_refused'
  | 'insufficient_funds'
  | 'mandate_cancelled';

export interface GoCardlessTestBankAccount {
  /** 12-34-56 */
  sortCode: string;
  /** Digits only. */
  accountNumber: string;
  /** A holder to type in the form (any name works). */
  accountHolder: string;
  /** The bank the stand-in names in `bank_name` (the same as billing's own sort-code lookup). */
  bankName: string;
  behaviour: GoCardlessTestAccountBehaviour;
  /** What happens, in a sentence (docs and test names). */
  description: string;
}

export const gocardlessTestBankAccounts = {
  succeeds: {
    sortCode: '08-99-99',
    accountNumber: '66374958',
    accountHolder: 'Brown Plumbing Ltd',
    bankName: 'Co-operative Bank',
    behaviour: 'succeeds',
    description: 'The mandate becomes active; each payment is confirmed',
  },
  mandateRefused: {
    sortCode: '10-79-99',
    accountNumber: '88837491',
    accountHolder: 'Jane Smith',
    bankName: 'Your bank',
    behaviour: 'mandate_refused',
    description: 'The mandate is created, then fails: the bank refuses Direct Debits on the account',
  },
  insufficientFunds: {
    sortCode: '20-29-59',
    accountNumber: '63748472',
    accountHolder: 'Green Gardens Ltd',
    bankName: 'Barclays',
    behaviour: 'insufficient_funds',
    description: 'The mandate becomes active; each payment fails for insufficient funds (retryable)',
  },
  mandateCancelled: {
    sortCode: '87-14-27',
    accountNumber: '46238510',
    accountHolder: 'Sam Jones',
    bankName: 'TSB',
    behaviour: 'mandate_cancelled',
    description:
      'The mandate becomes active; when a payment is collected the bank cancels the mandate and the payment fails',
  },
} as const satisfies Record<string, GoCardlessTestBankAccount>;

const digits = (value: string): string => value.replace(/\D/g, '');

const byAccount = new Map<string, GoCardlessTestBankAccount>(
  Object.values(gocardlessTestBankAccounts).map((account) => [
    `${digits(account.sortCode)} ${account.accountNumber}`,
    account,
  ]),
);

/** The test account with this sort code (any format) and account number, if it is one. */
export function gocardlessTestBankAccountFor(
  sortCode: string,
  accountNumber: string,
): GoCardlessTestBankAccount | undefined {
  return byAccount.get(`${digits(sortCode)} ${digits(accountNumber)}`);
}
