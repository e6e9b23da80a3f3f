import { declines } from '../declines.js';
import type { Decline } from '../payment-provider.js';

/**
 * What a GoCardless failure `cause` (an event's details.cause) means to the business, in the
 * wording billing shows for Direct Debit. A shortage of funds may pass (retryable); a mandate that
 * failed or is gone needs a new payment method (not retryable).
 */

const RETRYABLE_CAUSES = new Set(['insufficient_funds', 'refer_to_payer']);
const MANDATE_REFUSED_CAUSES = new Set([
  'mandate_failed',
  'invalid_bank_details',
  'direct_debit_not_enabled',
  'bank_account_disabled',
]);
const MANDATE_GONE_CAUSES = new Set([
  'mandate_cancelled',
  'mandate_expired',
  'bank_account_closed',
  'bank_account_transferred',
  'authorisation_disputed',
  'payer_deceased',
]);

export const mandateRefusedDecline = (): Decline => declines.mandateRefused;
export const mandateCancelledDecline = (): Decline => declines.mandateCancelled;

/** A failed, cancelled or charged-back payment. An unknown cause is a processing error (retryable). */
export function paymentDecline(cause: string | undefined): Decline {
  if (cause && RETRYABLE_CAUSES.has(cause)) return declines.bankInsufficientFunds;
  if (cause && MANDATE_REFUSED_CAUSES.has(cause)) return mandateRefusedDecline();
  if (cause && MANDATE_GONE_CAUSES.has(cause)) return mandateCancelledDecline();
  return declines.processingError;
}

/** A mandate that failed or expired (never usable again). */
export function mandateFailedDecline(cause: string | undefined): Decline {
  return cause && MANDATE_GONE_CAUSES.has(cause) ? mandateCancelledDecline() : mandateRefusedDecline();
}

/** A charge refused because the mandate is no longer active: its status says which wording. */
export function inactiveMandateDecline(status: string | undefined): Decline {
  return status === 'cancelled' ? mandateCancelledDecline() : mandateRefusedDecline();
}
