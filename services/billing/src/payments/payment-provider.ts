import type { PaymentMethodType } from '@localpros/contracts';

/**
 * The payment provider port. Billing's subscription logic talks only to this. The adapters are
 * Square (cards, the `square` SDK) and GoCardless (UK Direct Debit, `gocardless-nodejs`); outside
 * production their SDKs are pointed at local stand-ins of the providers' APIs
 * (packages/payment-stand-ins), so the same adapter code runs in the tests as in production.
 * Adapters never see or return more card or bank data than the summary below: a card reaches
 * billing only as the one-time token Square's Web Payments SDK made in the browser.
 */

/** What the business gave, validated by the adapter (field errors name these paths). */
export type PaymentMethodInput =
  | {
      type: 'card';
      /** The Web Payments SDK's one-time card token ('cnon:…'); never a card number. */
      sourceId: string;
      /** The Web Payments SDK's buyer verification (3-D Secure) token ('verf:…'), when it ran. */
      verificationToken: string | null;
      cardholderName: string;
      /** The billing postcode typed in Square's frame, when it asked (Square checks it). */
      postcode: string | null;
    }
  | {
      type: 'direct_debit';
      accountHolder: string;
      sortCode: string;
      accountNumber: string;
      mandateConfirmed: boolean;
    };

/** A failed mandate (refused by the bank, or its account closed) is never used again. */
export type MandateStatus = 'pending_submission' | 'active' | 'cancelled' | 'failed';

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
  /**
   * card_declined | insufficient_funds | processing_error | verification_required | mandate_failed |
   * mandate_cancelled | …
   */
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

/** A provider's webhook, as it arrived: adapters verify its signature before reading it. */
export interface WebhookDelivery {
  /** The body byte for byte (signatures are over the raw body). */
  rawBody: string;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The URL the provider posted to (Square signs it with the body). */
  url: string;
}

/**
 * What a provider's event means to billing. Payment events name the provider's payment id
 * (ChargeOutcome.providerPaymentId); mandate events the mandate (SavedPaymentMethod.providerToken).
 */
export type ProviderEventKind =
  | 'payment_confirmed'
  | 'payment_failed'
  | 'mandate_active'
  | 'mandate_failed'
  | 'mandate_cancelled';

export interface ProviderEvent {
  /** The provider's event id: billing processes each once (a replay is a no-op). */
  id: string;
  kind: ProviderEventKind;
  resourceId: string;
  /** For payment_failed, mandate_failed and mandate_cancelled: what to tell the business. */
  decline: Decline | null;
}

/** A webhook whose signature is missing or wrong: answered 401, nothing changes. */
export type WebhookReading = { status: 'verified'; events: ProviderEvent[] } | { status: 'bad_signature' };

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
  /**
   * Verifies a webhook with the provider's signature scheme and reads the events billing acts on
   * (others are left out). Never throws for a bad signature: that is `bad_signature`.
   */
  readWebhook(delivery: WebhookDelivery): Promise<WebhookReading>;
}

export type PaymentProviders = Readonly<Record<PaymentMethodType, PaymentProvider>>;
