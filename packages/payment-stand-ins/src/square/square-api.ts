import { createHash, randomBytes } from 'node:crypto';
import type { CheckedCard } from './card-details.js';
import {
  invalidValue,
  missingParameter,
  notFound,
  paymentMethodError,
  SquareApiError,
  type SquareErrorObject,
} from './square-errors.js';

/**
 * The in-memory state of the Square stand-in and its /v2 endpoints: CreateCustomer, SearchCustomers, RetrieveCustomer,
 * CreateCard, RetrieveCard, DisableCard, CreatePayment and GetPayment, answering with the JSON
 * shapes, statuses and error codes of Square's API reference. Card nonces ('cnon:…') and buyer
 * verification tokens ('verf:…') are made by the browser endpoints (stand-in-server.ts).
 */

type Json = Record<string, unknown>;

export interface StoredNonce {
  card: CheckedCard;
  used: boolean;
  /** Square's documented sandbox nonces (cnon:card-nonce-ok, …) can be used again and again. */
  reusable: boolean;
}

interface StoredCard {
  json: Json;
  card: CheckedCard;
  /** CreatePayment attempts on this card (the retry-succeeds card alternates on it). */
  attempts: number;
}

export interface PaymentEvent {
  payment: Json;
}

const SQUARE_ID_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';

function squareId(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => SQUARE_ID_ALPHABET[b % SQUARE_ID_ALPHABET.length]).join('');
}

const base62 = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);

/** Square's documented sandbox card nonces (https://developer.squareup.com/docs/devtools/sandbox/payments). */
function documentedNonce(sourceId: string, now: Date): StoredNonce | undefined {
  const base: CheckedCard = {
    brand: 'VISA',
    last4: '1111',
    bin: '411111',
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    postcode: '',
    behaviour: 'succeeds',
    sandboxError: null,
    fingerprint: 'sq-1-sandbox-visa-4111',
  };
  const variants: Record<string, Partial<CheckedCard> & { used?: boolean }> = {
    'cnon:card-nonce-ok': {},
    'cnon:card-nonce-declined': { behaviour: 'declined' },
    'cnon:card-nonce-rejected-cvv': { sandboxError: 'CVV_FAILURE' },
    'cnon:card-nonce-rejected-postalcode': { sandboxError: 'ADDRESS_VERIFICATION_FAILURE' },
    'cnon:card-nonce-rejected-expiration': { sandboxError: 'INVALID_EXPIRATION' },
    'cnon:card-nonce-already-used': { used: true },
  };
  const variant = variants[sourceId];
  if (!variant) return undefined;
  const { used = false, ...card } = variant;
  return { card: { ...base, ...card }, used, reusable: !used };
}

function text(body: Json, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function objectAt(body: Json, key: string): Json {
  const value = body[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function requiredText(body: Json, key: string, path = key): string {
  const value = text(body, key);
  if (value === undefined) throw missingParameter(path);
  return value;
}

/** Idempotency keys: at most 45 characters for CreateCard and CreatePayment. */
function checkIdempotencyKey(key: string, max: number): void {
  if (key.length > max) {
    throw invalidValue('idempotency_key', `Must be at most ${max} characters long`, 'VALUE_TOO_LONG');
  }
}

export class SquareApi {
  readonly nonces = new Map<string, StoredNonce>();
  /** verf token → the nonce it verified. */
  readonly verifications = new Map<string, string>();
  private readonly customers = new Map<string, Json>();
  private readonly cards = new Map<string, StoredCard>();
  private readonly payments = new Map<string, Json>();
  /** endpoint + idempotency key → the request's digest and the answer given. */
  private readonly idempotent = new Map<string, { digest: string; status: number; body: Json }>();

  constructor(
    private readonly options: {
      locationId: string;
      merchantId: string;
      applicationId: string;
      onPaymentUpdated: (event: PaymentEvent) => void;
    },
  ) {}

  /** Routes a /v2 request; answers [status, body]. */
  handle(method: string, path: string, body: Json, now: Date): { status: number; body: Json } {
    try {
      const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
      const [v2, resource, id, action] = segments;
      if (v2 !== 'v2') throw notFound('API not found.');
      if (resource === 'customers' && method === 'POST' && id === undefined) {
        return this.idempotently('customers', body, () => this.createCustomer(body, now));
      }
      if (resource === 'customers' && method === 'POST' && id === 'search' && action === undefined) {
        return ok(this.searchCustomers(body));
      }
      if (resource === 'customers' && method === 'GET' && id !== undefined && action === undefined) {
        return ok({ customer: this.customer(id) });
      }
      if (resource === 'cards' && method === 'POST' && id === undefined) {
        return this.idempotently('cards', body, () => this.createCard(body, now), 45);
      }
      if (resource === 'cards' && method === 'GET' && id !== undefined && action === undefined) {
        return ok({ card: this.card(id).json });
      }
      if (resource === 'cards' && method === 'POST' && id !== undefined && action === 'disable') {
        return ok({ card: this.disableCard(id, now) });
      }
      if (resource === 'payments' && method === 'POST' && id === undefined) {
        return this.idempotently('payments', body, () => this.createPayment(body, now), 45);
      }
      if (resource === 'payments' && method === 'GET' && id !== undefined && action === undefined) {
        const payment = this.payments.get(id);
        if (!payment) throw notFound(`Could not find payment with id: ${id}`);
        return ok({ payment });
      }
      throw notFound('API not found.');
    } catch (error) {
      if (error instanceof SquareApiError) return { status: error.status, body: error.body };
      throw error;
    }
  }

  /**
   * The same idempotency key with the same request answers as the first time (a decline included);
   * with a different request it is IDEMPOTENCY_KEY_REUSED, as at Square.
   */
  private idempotently(
    endpoint: string,
    body: Json,
    run: () => { status: number; body: Json },
    maxKeyLength?: number,
  ): { status: number; body: Json } {
    const key = text(body, 'idempotency_key');
    if (key === undefined) {
      if (endpoint !== 'customers') throw missingParameter('idempotency_key');
      return run();
    }
    if (maxKeyLength !== undefined) checkIdempotencyKey(key, maxKeyLength);
    const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const previous = this.idempotent.get(`${endpoint}|${key}`);
    if (previous) {
      if (previous.digest !== digest) {
        throw invalidValue(
          'idempotency_key',
          'The idempotency key has been used with different request parameters.',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { status: previous.status, body: previous.body };
    }
    let answer: { status: number; body: Json };
    try {
      answer = run();
    } catch (error) {
      if (!(error instanceof SquareApiError)) throw error;
      answer = { status: error.status, body: error.body };
      // Only a payment that was attempted (and failed) is kept for the key; a bad request is not.
      if (!('payment' in error.extra)) return answer;
    }
    this.idempotent.set(`${endpoint}|${key}`, { digest, ...answer });
    return answer;
  }

  private createCustomer(body: Json, now: Date): { status: number; body: Json } {
    const names = ['given_name', 'family_name', 'company_name', 'email_address', 'phone_number'];
    if (!names.some((name) => text(body, name) !== undefined)) {
      throw new SquareApiError(400, [
        {
          category: 'INVALID_REQUEST_ERROR',
          code: 'MISSING_REQUIRED_PARAMETER',
          detail: `At least one of the following parameters is required: ${names.join(', ')}`,
        },
      ]);
    }
    const at = now.toISOString();
    const customer: Json = {
      id: squareId(26),
      created_at: at,
      updated_at: at,
      preferences: { email_unsubscribed: false },
      creation_source: 'THIRD_PARTY',
      version: 0,
    };
    for (const key of [...names, 'reference_id', 'note', 'nickname']) {
      const value = text(body, key);
      if (value !== undefined) customer[key] = value;
    }
    this.customers.set(customer.id as string, customer);
    return ok({ customer });
  }

  /** SearchCustomers with query.filter.reference_id.exact (the one filter billing uses); oldest first. */
  private searchCustomers(body: Json): Json {
    const filter = objectAt(objectAt(body, 'query'), 'filter');
    const referenceId = text(objectAt(filter, 'reference_id'), 'exact');
    const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 100;
    const customers = [...this.customers.values()]
      .filter((customer) => referenceId === undefined || customer.reference_id === referenceId)
      .slice(0, limit);
    // Square leaves `customers` out when nothing matches.
    return customers.length > 0 ? { customers } : {};
  }

  private customer(id: string): Json {
    const customer = this.customers.get(id);
    if (!customer) throw notFound(`Customer with ID \`${id}\` not found.`);
    return customer;
  }

  private card(id: string): StoredCard {
    const card = this.cards.get(id);
    if (!card) throw notFound('Card not found.');
    return card;
  }

  private createCard(body: Json, now: Date): { status: number; body: Json } {
    const sourceId = requiredText(body, 'source_id');
    const cardInput = objectAt(body, 'card');
    const customerId = requiredText(cardInput, 'customer_id', 'card.customer_id');
    this.customer(customerId);
    const nonce = this.nonceFor(sourceId, now);
    const postcode = text(objectAt(cardInput, 'billing_address'), 'postal_code') ?? nonce.card.postcode;
    const { card } = nonce;
    if (card.behaviour === 'declined') throw paymentMethodError('CARD_DECLINED');
    if (card.sandboxError) throw paymentMethodError(card.sandboxError);
    if (postcode === '99999') throw paymentMethodError('ADDRESS_VERIFICATION_FAILURE');
    if (card.behaviour === 'verification_required') {
      const token = text(body, 'verification_token');
      if (token === undefined || this.verifications.get(token) !== sourceId) {
        throw paymentMethodError('CARD_DECLINED_VERIFICATION_REQUIRED');
      }
    }
    if (!nonce.reusable) nonce.used = true;
    const json: Json = {
      id: `ccof:${base62(22)}`,
      billing_address: { postal_code: postcode, country: 'GB' },
      bin: card.bin,
      card_brand: card.brand,
      card_type: 'CREDIT',
      cardholder_name: text(cardInput, 'cardholder_name'),
      customer_id: customerId,
      merchant_id: this.options.merchantId,
      enabled: true,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      last_4: card.last4,
      prepaid_type: 'NOT_PREPAID',
      reference_id: text(cardInput, 'reference_id'),
      created_at: now.toISOString(),
      version: 1,
    };
    this.cards.set(json.id as string, { json, card, attempts: 0 });
    return ok({ card: json });
  }

  private nonceFor(sourceId: string, now: Date): StoredNonce {
    const nonce = this.nonces.get(sourceId) ?? documentedNonce(sourceId, now);
    if (!nonce) throw invalidValue('source_id', 'Invalid card data.', 'INVALID_CARD_DATA');
    if (nonce.used)
      throw invalidValue('source_id', 'Card nonce already used; please request new nonce.', 'CARD_TOKEN_USED');
    return nonce;
  }

  private disableCard(id: string, now: Date): Json {
    const stored = this.card(id);
    if (stored.json.enabled) {
      stored.json = { ...stored.json, enabled: false, disabled_at: now.toISOString(), version: 2 };
    }
    return stored.json;
  }

  private createPayment(body: Json, now: Date): { status: number; body: Json } {
    const sourceId = requiredText(body, 'source_id');
    const money = objectAt(body, 'amount_money');
    if (Object.keys(money).length === 0) throw missingParameter('amount_money');
    const amount = money.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
      throw invalidValue('amount_money.amount', 'Must be a positive integer', 'VALUE_TOO_LOW');
    }
    const currency = text(money, 'currency');
    if (currency === undefined) throw missingParameter('amount_money.currency');
    if (currency !== 'GBP') {
      throw invalidValue(
        'amount_money.currency',
        `This merchant can only process payments in GBP, but amount was provided in ${currency}`,
        'UNSUPPORTED_CURRENCY',
      );
    }
    const locationId = text(body, 'location_id') ?? this.options.locationId;
    if (locationId !== this.options.locationId) throw notFound(`Location \`${locationId}\` not found.`);
    const customerId = text(body, 'customer_id');
    if ((text(body, 'reference_id')?.length ?? 0) > 40) {
      throw invalidValue('reference_id', 'Must be at most 40 characters long', 'VALUE_TOO_LONG');
    }

    let card: CheckedCard;
    let entryMethod: 'ON_FILE' | 'KEYED';
    let refusal: string | null = null;
    if (sourceId.startsWith('ccof:')) {
      if (customerId === undefined) throw missingParameter('customer_id');
      const stored = this.cards.get(sourceId);
      if (!stored || stored.json.customer_id !== customerId || !stored.json.enabled) {
        throw notFound('Card on file not found for this customer.');
      }
      card = stored.card;
      entryMethod = 'ON_FILE';
      stored.attempts += 1;
      refusal = chargeRefusal(card, stored.attempts);
    } else {
      const nonce = this.nonceFor(sourceId, now);
      card = nonce.card;
      entryMethod = 'KEYED';
      if (!nonce.reusable) nonce.used = true;
      const token = text(body, 'verification_token');
      refusal =
        card.behaviour === 'verification_required' &&
        (token === undefined || this.verifications.get(token) !== sourceId)
          ? 'CARD_DECLINED_VERIFICATION_REQUIRED'
          : card.behaviour === 'declined'
            ? 'CARD_DECLINED'
            : (card.sandboxError ?? chargeRefusal(card, 1));
    }

    const autocomplete = body.autocomplete !== false;
    const id = base62(22);
    const at = now.toISOString();
    const errors: SquareErrorObject[] | undefined = refusal
      ? [{ category: 'PAYMENT_METHOD_ERROR', code: refusal, detail: `Authorization error: '${refusal}'` }]
      : undefined;
    const payment: Json = {
      id,
      created_at: at,
      updated_at: at,
      amount_money: { amount, currency },
      total_money: { amount, currency },
      ...(refusal ? {} : { approved_money: { amount, currency } }),
      status: refusal ? 'FAILED' : autocomplete ? 'COMPLETED' : 'APPROVED',
      delay_duration: 'PT168H',
      delay_action: 'CANCEL',
      source_type: 'CARD',
      card_details: {
        status: refusal ? 'FAILED' : autocomplete ? 'CAPTURED' : 'AUTHORIZED',
        card: {
          card_brand: card.brand,
          last_4: card.last4,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          fingerprint: card.fingerprint,
          card_type: 'CREDIT',
          prepaid_type: 'NOT_PREPAID',
          bin: card.bin,
        },
        entry_method: entryMethod,
        cvv_status: 'CVV_ACCEPTED',
        avs_status: 'AVS_ACCEPTED',
        statement_description: 'SQ *LOCALPROS',
        card_payment_timeline: refusal
          ? { authorized_at: at }
          : { authorized_at: at, ...(autocomplete ? { captured_at: at } : {}) },
        ...(errors ? { errors } : {}),
      },
      location_id: locationId,
      ...(customerId ? { customer_id: customerId } : {}),
      ...(text(body, 'reference_id') ? { reference_id: text(body, 'reference_id') } : {}),
      ...(text(body, 'note') ? { note: text(body, 'note') } : {}),
      risk_evaluation: { created_at: at, risk_level: 'NORMAL' },
      receipt_number: id.slice(0, 4),
      receipt_url: `https://squareupsandbox.com/receipt/preview/${id}`,
      application_details: { square_product: 'ECOMMERCE_API', application_id: this.options.applicationId },
      version_token: base62(40),
    };
    this.payments.set(id, payment);
    this.options.onPaymentUpdated({ payment });
    if (refusal) throw paymentMethodError(refusal, { payment });
    return ok({ payment });
  }
}

/** What a saved card does at its nth CreatePayment: a Square error code, or null to complete. */
function chargeRefusal(card: CheckedCard, attempt: number): string | null {
  switch (card.behaviour) {
    case 'declined':
      return 'CARD_DECLINED';
    case 'insufficient_funds':
      return 'INSUFFICIENT_FUNDS';
    case 'retry_succeeds':
      return attempt % 2 === 1 ? 'GENERIC_DECLINE' : null;
    default:
      return null;
  }
}

function ok(body: Json): { status: number; body: Json } {
  return { status: 200, body };
}
