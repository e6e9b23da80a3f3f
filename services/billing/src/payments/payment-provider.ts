import type { PaymentMethodType } from '@localpros/contracts';

/**
 * The payment provider port. Billing's subscription logic talks only to this; the shipped adapters
 * are sandboxes shaped like Square (cards) and GoCardless (UK Direct Debit), and a real adapter
 * later is a configuration change (PAYMENT_PROVIDER_CARD / PAYMENT_PROVIDER_DIRECT_DEBIT), not code
 * elsewhere. Adapters never see or return more card or bank data than the summary below.
 */

/** What the business typed, validated by the adapter (field errors name these paths). */
export type PaymentMethodInput =
  | {
      type: 'card';
      number: string;
      expMonth: number;
      expYear: number;
      cvc: string;
      cardholderName: string;
      postcode: string;
    }
  | {
      type: 'direct_debit';
      accountHolder: string;
      sortCode: string;
      accountNumber: string;
      mandateConfirmed: boolean;
    };

export type MandateStatus = 'pending_submission' | 'active' | 'cancelled';

/** A stored payment method: the provider's token and what may be shown back (never the full number). */
export interface SavedPaymentMethod {
  type: PaymentMethodType;
  /** The provider's reference (card token or mandate id); opaque to billing. */
  providerToken: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  bankName: string | null;
  accountHolder: string | null;
  /** 12-34-56 */
  sortCode: string | null;
  accountNumberEnding: string | null;
  mandateReference: string | null;
  mandateStatus: MandateStatus | null;
}

/** A refusal the business can act on; `message` is shown as is ("Your card was declined"). */
export interface Decline {
  status: 'declined';
  /** card_declined | insufficient_funds | processing_error | mandate_failed | mandate_cancelled | … */
  reason: string;
  message: string;
  /** True when trying again later may succeed (billing's retry schedule uses it). */
  retryable: boolean;
}

export type SaveOutcome = { status: 'saved'; method: SavedPaymentMethod } | Decline;

export interface ChargeRequest {
  /** Billing's key for this attempt: the provider deduplicates on it, like Square's idempotency_key. */
  idempotencyKey: string;
  amountPence: number;
  method: SavedPaymentMethod;
  /** Appears on the statement: "LocalPros Premium, 1–31 Dec 2026". */
  description: string;
  /** 1 for the first attempt of this charge, 2 for the first retry… (sandbox behaviours use it). */
  attempt: number;
  now: Date;
}

/** Cards settle at once; a Direct Debit payment is `pending` until it settles (paymentStatus). */
export type ChargeOutcome = { status: 'completed' | 'pending'; providerPaymentId: string } | Decline;

export type PaymentStatus = { status: 'pending' } | { status: 'completed' } | Decline;

export interface PaymentProvider {
  readonly type: PaymentMethodType;
  /**
   * Validates the input (throws kit's RpcError.invalidArgument with field errors on paths of
   * PaymentMethodInput, e.g. 'number', 'sortCode'), then tokenises it (card) or sets up the
   * mandate (Direct Debit). A refusal by the provider is a Decline, not an exception.
   */
  savePaymentMethod(input: PaymentMethodInput, context: { businessId: string; now: Date }): Promise<SaveOutcome>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The state of a pending payment at `now` (Direct Debit settles some days after submission). */
  paymentStatus(providerPaymentId: string, now: Date): Promise<PaymentStatus>;
}

export type PaymentProviders = Readonly<Record<PaymentMethodType, PaymentProvider>>;
