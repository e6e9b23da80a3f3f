import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SquareStandIn,
  squareTestCards,
  startSquareStandIn,
  TestCardInvalidError,
  tokenizeTestCard,
  verifyTestBuyer,
} from '../src/index.js';

const ACCESS_TOKEN = 'EAAAstand-in-token';
const SIGNATURE_KEY = 'stand-in-signature-key';

let standIn: SquareStandIn;
let receiver: Server;
let webhookUrl: string;
const received: { body: string; signature: string | undefined }[] = [];

async function api(method: string, path: string, body?: unknown, token = ACCESS_TOKEN) {
  const response = await fetch(`${standIn.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'square-version': '2026-09-16' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: Square's JSON answers, read field by field in assertions.
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

const card = (
  number: string,
  extra: Partial<{ cvc: string; postcode: string; expMonth: number; expYear: number }> = {},
) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', postcode: 'SW1A 1AA', ...extra });

async function savedCard(number: string) {
  const customer = await api('POST', '/v2/customers', { given_name: 'Ada', reference_id: 'biz-1' });
  const nonce = await tokenizeTestCard(standIn.url, card(number));
  const created = await api('POST', '/v2/cards', {
    idempotency_key: crypto.randomUUID(),
    source_id: nonce,
    card: {
      customer_id: customer.json.customer.id,
      cardholder_name: 'Ada Lovelace',
      billing_address: { postal_code: 'SW1A 1AA' },
    },
  });
  return { customerId: customer.json.customer.id as string, created };
}

function payment(cardId: string, customerId: string, key = crypto.randomUUID()) {
  return {
    idempotency_key: key,
    source_id: cardId,
    customer_id: customerId,
    amount_money: { amount: 1999, currency: 'GBP' },
    autocomplete: true,
    location_id: standIn.locationId,
    reference_id: 'sub-1',
  };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: request.headers['x-square-hmacsha256-signature'] as string | undefined });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/square`;
  standIn = await startSquareStandIn({ signatureKey: SIGNATURE_KEY, accessToken: ACCESS_TOKEN, webhookUrl });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('Square stand-in API', () => {
  it('answers 401 UNAUTHORIZED without the access token', async () => {
    const { status, json } = await api('POST', '/v2/customers', { given_name: 'Ada' }, 'wrong');
    expect(status).toBe(401);
    expect(json).toEqual({
      errors: [
        { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
      ],
    });
  });

  it('CreateCustomer returns the customer, the same one for the same idempotency key', async () => {
    const body = { idempotency_key: 'cust-biz-1', given_name: 'Ada', reference_id: 'biz-1' };
    const first = await api('POST', '/v2/customers', body);
    const again = await api('POST', '/v2/customers', body);
    expect(first.status).toBe(200);
    expect(first.json.customer).toMatchObject({
      given_name: 'Ada',
      reference_id: 'biz-1',
      creation_source: 'THIRD_PARTY',
    });
    expect(first.json.customer.id).toMatch(/^[A-Z0-9]{26}$/);
    expect(again.json.customer.id).toBe(first.json.customer.id);
    const search = await api('POST', '/v2/customers/search', {
      query: { filter: { reference_id: { exact: 'biz-1' } } },
      limit: 1,
    });
    expect(search.json.customers).toHaveLength(1);
    expect(search.json.customers[0].reference_id).toBe('biz-1');
    const none = await api('POST', '/v2/customers/search', {
      query: { filter: { reference_id: { exact: 'nobody' } } },
    });
    expect(none.json).toEqual({});
    const missing = await api('POST', '/v2/customers', { reference_id: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]).toMatchObject({
      category: 'INVALID_REQUEST_ERROR',
      code: 'MISSING_REQUIRED_PARAMETER',
    });
  });

  it('CreateCard saves a card on file for a nonce; RetrieveCard and DisableCard', async () => {
    const { customerId, created } = await savedCard(squareTestCards.visa.number);
    expect(created.status).toBe(200);
    expect(created.json.card).toMatchObject({
      card_brand: 'VISA',
      last_4: '4242',
      exp_month: 12,
      exp_year: 2030,
      customer_id: customerId,
      cardholder_name: 'Ada Lovelace',
      billing_address: { postal_code: 'SW1A 1AA' },
      enabled: true,
      card_type: 'CREDIT',
      prepaid_type: 'NOT_PREPAID',
    });
    expect(created.json.card.id).toMatch(/^ccof:/);
    const id = encodeURIComponent(created.json.card.id);
    expect((await api('GET', `/v2/cards/${id}`)).json.card.id).toBe(created.json.card.id);
    const disabled = await api('POST', `/v2/cards/${id}/disable`, {});
    expect(disabled.status).toBe(200);
    expect(disabled.json.card.enabled).toBe(false);
    expect((await api('GET', '/v2/cards/ccof:nope')).status).toBe(404);
  });

  it('CreateCard refuses the declined card (400 CARD_DECLINED) and a used nonce (CARD_TOKEN_USED)', async () => {
    const declined = await savedCard(squareTestCards.declined.number);
    expect(declined.created.status).toBe(400);
    expect(declined.created.json.errors).toEqual([
      { category: 'PAYMENT_METHOD_ERROR', code: 'CARD_DECLINED', detail: "Authorization error: 'CARD_DECLINED'" },
    ]);
    const customer = await api('POST', '/v2/customers', { given_name: 'Ada' });
    const nonce = await tokenizeTestCard(standIn.url, card(squareTestCards.visa.number));
    const body = (key: string) => ({
      idempotency_key: key,
      source_id: nonce,
      card: { customer_id: customer.json.customer.id },
    });
    expect((await api('POST', '/v2/cards', body('a'))).status).toBe(200);
    const reused = await api('POST', '/v2/cards', body('b'));
    expect(reused.status).toBe(400);
    expect(reused.json.errors[0]).toMatchObject({ code: 'CARD_TOKEN_USED', field: 'source_id' });
  });

  it("accepts Square's documented sandbox nonces", async () => {
    const customer = await api('POST', '/v2/customers', { given_name: 'Ada' });
    const create = (sourceId: string) =>
      api('POST', '/v2/cards', {
        idempotency_key: crypto.randomUUID(),
        source_id: sourceId,
        card: { customer_id: customer.json.customer.id },
      });
    expect((await create('cnon:card-nonce-ok')).json.card.last_4).toBe('1111');
    expect((await create('cnon:card-nonce-declined')).json.errors[0].code).toBe('CARD_DECLINED');
    expect((await create('cnon:card-nonce-rejected-cvv')).json.errors[0].code).toBe('CVV_FAILURE');
    expect((await create('cnon:card-nonce-rejected-postalcode')).json.errors[0].code).toBe(
      'ADDRESS_VERIFICATION_FAILURE',
    );
    expect((await create('cnon:card-nonce-rejected-expiration')).json.errors[0].code).toBe('INVALID_EXPIRATION');
    expect((await create('cnon:card-nonce-already-used')).json.errors[0].code).toBe('CARD_TOKEN_USED');
    expect((await create('cnon:made-up')).json.errors[0]).toMatchObject({
      code: 'INVALID_CARD_DATA',
      field: 'source_id',
    });
  });

  it('CreateCard for the SCA card needs a verification token for that nonce', async () => {
    const customer = await api('POST', '/v2/customers', { given_name: 'Ada' });
    const nonce = await tokenizeTestCard(standIn.url, card(squareTestCards.strongCustomerAuthentication.number));
    const body = (extra: object) => ({
      idempotency_key: crypto.randomUUID(),
      source_id: nonce,
      card: { customer_id: customer.json.customer.id },
      ...extra,
    });
    const without = await api('POST', '/v2/cards', body({}));
    expect(without.status).toBe(400);
    expect(without.json.errors[0]).toMatchObject({
      category: 'PAYMENT_METHOD_ERROR',
      code: 'CARD_DECLINED_VERIFICATION_REQUIRED',
    });
    await expect(verifyTestBuyer(standIn.url, nonce, { outcome: 'fail' })).rejects.toThrow('could not confirm');
    const verificationToken = await verifyTestBuyer(standIn.url, nonce);
    expect(verificationToken).toMatch(/^verf:/);
    const withToken = await api('POST', '/v2/cards', body({ verification_token: verificationToken }));
    expect(withToken.status).toBe(200);
  });

  it('CreatePayment completes, is idempotent, and GetPayment returns it; a signed webhook follows', async () => {
    const { customerId, created } = await savedCard(squareTestCards.mastercard.number);
    const request = payment(created.json.card.id, customerId);
    const first = await api('POST', '/v2/payments', request);
    expect(first.status).toBe(200);
    expect(first.json.payment).toMatchObject({
      status: 'COMPLETED',
      amount_money: { amount: 1999, currency: 'GBP' },
      customer_id: customerId,
      location_id: standIn.locationId,
      reference_id: 'sub-1',
      source_type: 'CARD',
      card_details: { status: 'CAPTURED', card: { card_brand: 'MASTERCARD', last_4: '4444' }, entry_method: 'ON_FILE' },
    });
    const again = await api('POST', '/v2/payments', request);
    expect(again.json.payment.id).toBe(first.json.payment.id);
    const reused = await api('POST', '/v2/payments', { ...request, amount_money: { amount: 1, currency: 'GBP' } });
    expect(reused.status).toBe(400);
    expect(reused.json.errors[0].code).toBe('IDEMPOTENCY_KEY_REUSED');
    const fetched = await api('GET', `/v2/payments/${first.json.payment.id}`);
    expect(fetched.json.payment).toEqual(first.json.payment);
    const missing = await api('GET', '/v2/payments/nope');
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' });

    await standIn.webhooksSettled();
    const delivery = received.find((r) => JSON.parse(r.body).data.id === first.json.payment.id);
    expect(delivery).toBeDefined();
    const event = JSON.parse(delivery?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'payment.updated',
      merchant_id: standIn.merchantId,
      data: { type: 'payment', object: { payment: { status: 'COMPLETED' } } },
    });
    const expected = createHmac('sha256', SIGNATURE_KEY)
      .update(webhookUrl + delivery?.body)
      .digest('base64');
    expect(delivery?.signature).toBe(expected);
  });

  it('CreatePayment: insufficient funds, and the retry card alternates GENERIC_DECLINE and success', async () => {
    const poor = await savedCard(squareTestCards.insufficientFunds.number);
    const refused = await api('POST', '/v2/payments', payment(poor.created.json.card.id, poor.customerId));
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatchObject({ category: 'PAYMENT_METHOD_ERROR', code: 'INSUFFICIENT_FUNDS' });
    expect(refused.json.payment.status).toBe('FAILED');
    expect((await api('GET', `/v2/payments/${refused.json.payment.id}`)).json.payment.status).toBe('FAILED');

    const retry = await savedCard(squareTestCards.retrySucceeds.number);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await api('POST', '/v2/payments', payment(retry.created.json.card.id, retry.customerId))).status);
    expect(statuses).toEqual([400, 200, 400, 200]);
  });

  it('answers 500 INTERNAL_SERVER_ERROR when a fault is injected', async () => {
    standIn.failNextRequests(1);
    const failed = await api('GET', '/v2/payments/any');
    expect(failed.status).toBe(500);
    expect(failed.json.errors[0]).toMatchObject({ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('Square stand-in browser endpoints', () => {
  it('the nonce endpoint answers field errors in plain British English', async () => {
    const error = await tokenizeTestCard(standIn.url, {
      number: '4242 4242 4242 4241',
      expMonth: 13,
      expYear: 30,
      cvc: '12',
      postcode: '',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestCardInvalidError);
    expect((error as TestCardInvalidError).errors).toEqual([
      { field: 'cardNumber', type: 'VALIDATION_ERROR', message: 'Enter a valid card number' },
      { field: 'expirationDate', type: 'VALIDATION_ERROR', message: 'Enter the expiry date as MM/YY' },
      { field: 'cvv', type: 'VALIDATION_ERROR', message: 'Enter the 3-digit security code' },
      { field: 'postalCode', type: 'VALIDATION_ERROR', message: 'Enter a valid postcode' },
    ]);
    const expired = await tokenizeTestCard(
      standIn.url,
      card(squareTestCards.visa.number, { expMonth: 1, expYear: 2020 }),
    ).catch((e: unknown) => e);
    expect((expired as TestCardInvalidError).errors[0]?.message).toBe(
      'This card has expired: enter a card that is in date',
    );
  });

  it('the nonce endpoint returns a cnon and the card summary tokenize() gives; CORS from any origin', async () => {
    const response = await fetch(`${standIn.url}/stand-in/card-nonces`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({
        number: '5555555555554444',
        expMonth: '07',
        expYear: '29',
        cvc: '123',
        postcode: 'm1 1ae',
      }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const json = await response.json();
    expect(json.token).toMatch(/^cnon:/);
    expect(json.details).toEqual({
      method: 'Card',
      card: { brand: 'MASTERCARD', last4: '4444', expMonth: 7, expYear: 2029 },
      billing: { postalCode: 'M1 1AE' },
    });
    const preflight = await fetch(`${standIn.url}/stand-in/card-nonces`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it('serves square.js defining Square.payments, and a frameable card frame with labelled inputs', async () => {
    const script = await fetch(`${standIn.url}/v1/square.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    const source = await script.text();
    const window: { Square?: { payments: (a: string, l: string) => Record<string, unknown> } } = {};
    new Function('window', source)(window);
    expect(typeof window.Square?.payments).toBe('function');
    const payments = window.Square?.payments('sandbox-sq0idb-stand-in', standIn.locationId);
    expect(typeof payments?.card).toBe('function');
    expect(typeof payments?.verifyBuyer).toBe('function');
    expect(source).toContain(JSON.stringify(standIn.url));

    const frame = await fetch(`${standIn.url}/v1/card-frame.html?parentOrigin=http%3A%2F%2Flocalhost%3A5173`);
    expect(frame.headers.get('x-frame-options')).toBeNull();
    const html = await frame.text();
    for (const label of ['Card number', 'Expiry', 'Security code', 'Postcode']) expect(html).toContain(`>${label}`);
    expect(html).toContain('event.origin !== parentOrigin');
  });
});
