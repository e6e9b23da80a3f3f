import type { EventDetails } from './resources.js';

/**
 * The `details` of each event the stand-in raises, worded and coded as GoCardless's do for Bacs:
 * AUDDIS codes for mandates refused at set-up, ADDACS for mandates cancelled by the bank, ARUDD for
 * unpaid Direct Debits.
 */
export const eventDetails = {
  mandateCreated: { origin: 'api', cause: 'mandate_created', description: 'Mandate created via the API.' },
  mandateSubmitted: {
    origin: 'gocardless',
    cause: 'mandate_submitted',
    description: 'The mandate has been submitted to the banks.',
  },
  mandateActivated: {
    origin: 'gocardless',
    cause: 'mandate_activated',
    description:
      'The time window after submission for the banks to refuse a mandate has ended without any errors being received, so this mandate is now active.',
  },
  /** The test account `mandate_refused`: the bank will not accept Direct Debits on the account. */
  mandateRefusedByBank: {
    origin: 'bank',
    cause: 'direct_debit_not_enabled',
    description: 'The bank account does not support Direct Debit.',
    scheme: 'bacs',
    reason_code: 'AUDDIS-G',
  },
  /** The scenario simulator `mandate_failed` on any other account. */
  mandateInvalidBankDetails: {
    origin: 'bank',
    cause: 'invalid_bank_details',
    description: 'The specified bank account does not exist or was closed.',
    scheme: 'bacs',
    reason_code: 'AUDDIS-5',
  },
  mandateCancelledByBank: {
    origin: 'bank',
    cause: 'mandate_cancelled',
    description: 'The mandate was cancelled at a bank branch.',
    scheme: 'bacs',
    reason_code: 'ADDACS-1',
  },
  mandateCancelledViaApi: { origin: 'api', cause: 'mandate_cancelled', description: 'Mandate cancelled via the API.' },
  mandateExpired: {
    origin: 'gocardless',
    cause: 'mandate_expired',
    description: 'The mandate expired because no payments were collected against it for a dormancy period.',
  },
  paymentCreated: { origin: 'api', cause: 'payment_created', description: 'Payment created via the API.' },
  paymentSubmitted: {
    origin: 'gocardless',
    cause: 'payment_submitted',
    description: 'Payment submitted to the banks. As a result, it can no longer be cancelled.',
  },
  paymentConfirmed: {
    origin: 'gocardless',
    cause: 'payment_confirmed',
    description:
      'Enough time has passed since the payment was submitted for the banks to return an error, so this payment is now confirmed.',
  },
  paymentPaidOut: {
    origin: 'gocardless',
    cause: 'payment_paid_out',
    description: 'The payment has been paid out by GoCardless.',
  },
  paymentInsufficientFunds: {
    origin: 'bank',
    cause: 'insufficient_funds',
    description: "The customer's account had insufficient funds to make this payment.",
    scheme: 'bacs',
    reason_code: 'ARUDD-0',
    will_attempt_retry: false,
  },
  paymentMandateCancelled: {
    origin: 'bank',
    cause: 'mandate_cancelled',
    description: 'The mandate for this payment was cancelled at a bank branch.',
    scheme: 'bacs',
    reason_code: 'ARUDD-1',
    will_attempt_retry: false,
  },
  paymentChargedBack: {
    origin: 'bank',
    cause: 'authorisation_disputed',
    description: 'The customer has disputed that the amount taken differs from the amount they were notified of.',
    scheme: 'bacs',
    reason_code: 'DDICA-3',
  },
} as const satisfies Record<string, EventDetails>;

/** Why a payment not yet submitted is cancelled when its mandate stops. */
export function paymentCancelledDetails(mandateStatus: 'failed' | 'cancelled' | 'expired'): EventDetails {
  const cause = `mandate_${mandateStatus}`;
  return {
    origin: 'gocardless',
    cause,
    description: `The mandate for this payment ${mandateStatus === 'failed' ? 'failed' : `was ${mandateStatus}`}.`,
  };
}
