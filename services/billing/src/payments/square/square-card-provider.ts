import { createHash } from 'node:crypto';
import { type Square, SquareClient } from 'square';
import type {
  ChargeOutcome,
  PaymentProvider,
  PaymentStatus,
  SavedPaymentMethod,
  SaveOutcome,
} from '../payment-provider.js';
import { brandOfSquareCard } from './square-card-brands.js';
import { validateSquareCardInput } from './square-card-input.js';
import { declineOfSquareError, declineOfSquareErrors } from './square-declines.js';
import { readSquareWebhook } from './square-webhook.js';

/**
 * Cards through Square, with the `square` SDK. A card reaches billing as the Web Payments SDK's
 * one-time token (and its buyer verification token); saving it makes (or finds) the business's
 * Square customer (reference_id = business id) and a card on file, whose id is the providerToken.
 * A charge looks the card up (RetrieveCard gives its customer_id, which CreatePayment needs for a
 * card on file) and creates a completed GBP payment with billing's idempotency key. Refusals are
 * Declines; any other failure (auth, 5xx, network) is thrown. Outside production `baseUrl` is the
 * Square stand-in (packages/payment-stand-ins).
 */

export interface SquareCardProviderOptions {
  accessToken: string;
  /** The API's base URL: Square's (https://connect.squareup.com) or the stand-in's. */
  baseUrl: string;
  locationId: string;
  /** Square signs each webhook with the notification URL it posted to (the BFF's /api/webhooks/square). */
  webhookSignatureKey: string;
  /** The SDK's retries of 408, 429 and 5xx answers (default 2, the SDK's). */
  maxRetries?: number;
}

/** Square's idempotency keys are at most 45 characters: longer keys are digested (still deterministic). */
const MAX_IDEMPOTENCY_KEY = 45;

function digest(text: string, length: number): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, length);
}

function idempotencyKeyOf(key: string): string {
  return key.length <= MAX_IDEMPOTENCY_KEY ? key : `lp-${digest(key, MAX_IDEMPOTENCY_KEY - 3)}`;
}

const asNumber = (value: bigint | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

function savedCardOf(card: Square.Card): SavedPaymentMethod {
  if (!card.id) throw new Error('Square answered CreateCard without a card id');
  return {
    type: 'card',
    providerToken: card.id,
    brand: brandOfSquareCard(card.cardBrand),
    last4: card.last4 ?? null,
    expMonth: asNumber(card.expMonth),
    expYear: asNumber(card.expYear),
    bankName: null,
    accountHolder: null,
    sortCode: null,
    accountNumberEnding: null,
    mandateReference: null,
    mandateStatus: null,
  };
}

function nameParts(cardholderName: string): { givenName: string; familyName?: string } {
  const words = cardholderName.split(' ');
  if (words.length < 2) return { givenName: cardholderName };
  return { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1) };
}

export function createSquareCardProvider(options: SquareCardProviderOptions): PaymentProvider {
  const client = new SquareClient({
    token: options.accessToken,
    environment: options.baseUrl,
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
  });

  /** The business's Square customer: the one with its reference id, else a new one. */
  async function customerIdFor(businessId: string, cardholderName: string): Promise<string> {
    const found = await client.customers.search({
      query: { filter: { referenceId: { exact: businessId } } },
      limit: BigInt(1),
    });
    const existing = found.customers?.[0]?.id;
    if (existing) return existing;
    const { customer } = await client.customers.create({
      // Two saves racing for one business make one customer (for the same name).
      idempotencyKey: `lp-customer-${digest(`${businessId}|${cardholderName}`, 32)}`,
      ...nameParts(cardholderName),
      referenceId: businessId,
    });
    if (!customer?.id) throw new Error('Square answered CreateCustomer without a customer id');
    return customer.id;
  }

  return {
    type: 'card',

    async savePaymentMethod(input, context): Promise<SaveOutcome> {
      if (input.type !== 'card') throw new Error('The Square provider saves cards only');
      const valid = validateSquareCardInput(input);
      const customerId = await customerIdFor(context.businessId, valid.cardholderName);
      try {
        const { card } = await client.cards.create({
          // The same token saved twice for a business (a resubmitted form) is one card. The customer is
          // in the key too: Square's sandbox test nonces are used again and again, by many businesses.
          idempotencyKey: `lp-card-${digest(`${customerId}|${valid.sourceId}`, 32)}`,
          sourceId: valid.sourceId,
          ...(valid.verificationToken ? { verificationToken: valid.verificationToken } : {}),
          card: {
            customerId,
            cardholderName: valid.cardholderName,
            billingAddress: { ...(valid.postcode ? { postalCode: valid.postcode } : {}), country: 'GB' },
            referenceId: context.businessId,
          },
        });
        if (!card) throw new Error('Square answered CreateCard without a card');
        return { status: 'saved', method: savedCardOf(card) };
      } catch (error) {
        const decline = declineOfSquareError(error, { savingCard: true });
        if (decline) return decline;
        throw error;
      }
    },

    async charge(request): Promise<ChargeOutcome> {
      if (!Number.isSafeInteger(request.amountPence) || request.amountPence < 1) {
        throw new Error(`Not a chargeable amount: ${request.amountPence}`);
      }
      const cardId = request.method.providerToken;
      const { card } = await client.cards.get({ cardId });
      if (!card?.customerId) throw new Error(`Square card ${cardId} has no customer`);
      try {
        const { payment } = await client.payments.create({
          idempotencyKey: idempotencyKeyOf(request.idempotencyKey),
          sourceId: cardId,
          customerId: card.customerId,
          amountMoney: { amount: BigInt(request.amountPence), currency: 'GBP' },
          autocomplete: true,
          locationId: options.locationId,
          // At most 40 characters at Square: the attempt's key (digested when longer).
          referenceId:
            request.idempotencyKey.length <= 40 ? request.idempotencyKey : digest(request.idempotencyKey, 40),
          note: request.description.slice(0, 500),
        });
        if (!payment?.id) throw new Error('Square answered CreatePayment without a payment id');
        if (payment.status === 'COMPLETED') return { status: 'completed', providerPaymentId: payment.id };
        if (payment.status === 'FAILED') return declineOfSquareErrors(payment.cardDetails?.errors);
        return { status: 'pending', providerPaymentId: payment.id };
      } catch (error) {
        const decline = declineOfSquareError(error, { savingCard: false });
        if (decline) return decline;
        throw error;
      }
    },

    async paymentStatus(providerPaymentId): Promise<PaymentStatus> {
      const { payment } = await client.payments.get({ paymentId: providerPaymentId });
      switch (payment?.status) {
        case 'COMPLETED':
          return { status: 'completed' };
        case 'APPROVED':
        case 'PENDING':
          return { status: 'pending' };
        case 'FAILED':
          return declineOfSquareErrors(payment.cardDetails?.errors);
        case 'CANCELED':
          return {
            status: 'declined',
            reason: 'payment_canceled',
            message: 'The payment was cancelled',
            retryable: false,
          };
        default:
          throw new Error(`Square payment ${providerPaymentId} has an unknown status: ${String(payment?.status)}`);
      }
    },

    readWebhook(delivery) {
      return readSquareWebhook(delivery, { signatureKey: options.webhookSignatureKey });
    },
  };
}
