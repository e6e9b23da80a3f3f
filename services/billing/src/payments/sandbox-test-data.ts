/**
 * The sandbox adapters' test cards and bank accounts: the single source for the adapters, their
 * tests, the browser tests and docs/billing-sandbox.md. Any future expiry, any 3-digit CVC (4 for
 * American Express), any name and UK postcode. Bank accounts are Vocalink's published modulus test
 * vectors, so they pass the real check; any other valid account behaves like `succeeds`.
 */

export type SandboxDeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'processing_error'
  | 'mandate_failed'
  | 'mandate_cancelled';

export interface SandboxDecline {
  reason: SandboxDeclineReason;
  /** Shown to the business as is. */
  message: string;
  retryable: boolean;
}

export const sandboxDeclines = {
  cardDeclined: { reason: 'card_declined', message: 'Your card was declined', retryable: false },
  cardInsufficientFunds: {
    reason: 'insufficient_funds',
    message: 'Your card has insufficient funds',
    retryable: true,
  },
  processingError: {
    reason: 'processing_error',
    message: 'We could not process your payment: please try again',
    retryable: true,
  },
  mandateRefused: {
    reason: 'mandate_failed',
    message: 'Your bank could not set up the Direct Debit',
    retryable: false,
  },
  bankInsufficientFunds: {
    reason: 'insufficient_funds',
    message: 'Your bank account had insufficient funds for the Direct Debit',
    retryable: true,
  },
  mandateCancelled: {
    reason: 'mandate_cancelled',
    message: 'Your bank cancelled the Direct Debit: set up a new payment method',
    retryable: false,
  },
} as const satisfies Record<string, SandboxDecline>;

/** What a test card does: at save (tokenising) and at each charge. */
export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'retry_succeeds';

export interface SandboxCard {
  /** As printed, in groups of four; the adapter accepts it with or without spaces. */
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** What happens, in a sentence (docs and test names). */
  description: string;
  /** The decline, when the card declines at save or at a charge. */
  decline: SandboxDecline | null;
}

export const testCards = {
  visa: {
    number: '4242 4242 4242 4242',
    brand: 'Visa',
    behaviour: 'succeeds',
    description: 'Saves; every charge succeeds',
    decline: null,
  },
  mastercard: {
    number: '5555 5555 5555 4444',
    brand: 'Mastercard',
    behaviour: 'succeeds',
    description: 'Saves; every charge succeeds',
    decline: null,
  },
  declined: {
    number: '4000 0000 0000 0002',
    brand: 'Visa',
    behaviour: 'declined',
    description: 'Declined when saved (and at any charge): not retryable',
    decline: sandboxDeclines.cardDeclined,
  },
  insufficientFunds: {
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    behaviour: 'insufficient_funds',
    description: 'Saves; every charge is declined for insufficient funds: retryable',
    decline: sandboxDeclines.cardInsufficientFunds,
  },
  retrySucceeds: {
    number: '4000 0000 0000 0119',
    brand: 'Visa',
    behaviour: 'retry_succeeds',
    description: 'Saves; the first attempt of each charge fails with a processing error, a retry succeeds',
    decline: sandboxDeclines.processingError,
  },
} as const satisfies Record<string, SandboxCard>;

/** What a test bank account does: at mandate set-up and when its payments settle. */
export type DirectDebitBehaviour = 'succeeds' | 'mandate_refused' | 'insufficient_funds' | 'mandate_cancelled';

export interface SandboxBankAccount {
  /** 12-34-56 */
  sortCode: string;
  accountNumber: string;
  bankName: string;
  behaviour: DirectDebitBehaviour;
  description: string;
  decline: SandboxDecline | null;
}

export const testBankAccounts = {
  succeeds: {
    sortCode: '08-99-99',
    accountNumber: '66374958',
    bankName: 'Co-operative Bank',
    behaviour: 'succeeds',
    description: 'Mandate set up; each payment settles after the settle delay',
    decline: null,
  },
  mandateRefused: {
    sortCode: '10-79-99',
    accountNumber: '88837491',
    bankName: 'Your bank',
    behaviour: 'mandate_refused',
    description: 'The bank refuses the mandate at set-up: not retryable',
    decline: sandboxDeclines.mandateRefused,
  },
  insufficientFunds: {
    sortCode: '20-29-59',
    accountNumber: '63748472',
    bankName: 'Barclays',
    behaviour: 'insufficient_funds',
    description: 'Mandate set up; each payment fails on settlement for insufficient funds: retryable',
    decline: sandboxDeclines.bankInsufficientFunds,
  },
  mandateCancelled: {
    sortCode: '87-14-27',
    accountNumber: '46238510',
    bankName: 'TSB',
    behaviour: 'mandate_cancelled',
    description: 'Mandate set up, then cancelled by the bank: each payment fails on settlement',
    decline: sandboxDeclines.mandateCancelled,
  },
} as const satisfies Record<string, SandboxBankAccount>;

/** A sort code and account number that fail Vocalink's modulus check (a field error, not a decline). */
export const modulusFailingAccount = {
  sortCode: '08-99-99',
  accountNumber: '66374959',
  message: 'This sort code and account number do not match: check them with your bank',
} as const;

/** Seconds from a Direct Debit payment's submission to its settlement, unless DIRECT_DEBIT_SETTLE_SECONDS says otherwise. */
export const DEFAULT_DIRECT_DEBIT_SETTLE_SECONDS = 120;
