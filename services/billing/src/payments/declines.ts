import type { Decline } from './payment-provider.js';

/**
 * The refusals both providers share, in the words the business reads (shown as they are). Each
 * adapter maps its provider's codes to these, or to a decline of its own where one says more.
 */
export const declines = {
  cardDeclined: { status: 'declined', reason: 'card_declined', message: 'Your card was declined', retryable: false },
  cardInsufficientFunds: {
    status: 'declined',
    reason: 'insufficient_funds',
    message: 'Your card has insufficient funds',
    retryable: true,
  },
  processingError: {
    status: 'declined',
    reason: 'processing_error',
    message: 'We could not process your payment: please try again',
    retryable: true,
  },
  mandateRefused: {
    status: 'declined',
    reason: 'mandate_failed',
    message: 'Your bank could not set up the Direct Debit',
    retryable: false,
  },
  bankInsufficientFunds: {
    status: 'declined',
    reason: 'insufficient_funds',
    message: 'Your bank account had insufficient funds for the Direct Debit',
    retryable: true,
  },
  mandateCancelled: {
    status: 'declined',
    reason: 'mandate_cancelled',
    message: 'Your bank cancelled the Direct Debit: set up a new payment method',
    retryable: false,
  },
} as const satisfies Record<string, Decline>;
