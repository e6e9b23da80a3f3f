import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GrpcStatus, RpcError } from '@localpros/kit';
import {
  type SquareStandIn,
  type SquareWebhookDelivery,
  squareTestCards,
  startSquareStandIn,
  tokenizeTestCard,
  verifyTestBuyer,
} from '@localpros/payment-stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChargeRequest,
  PaymentMethodInput,
  PaymentProvider,
  SavedPaymentMethod,
} from '../../src/payments/payment-provider.js';
import { createSquareCardProvider } from '../../src/payments/square/square-card-provider.js';

const ACCESS_TOKEN = 'EAAAl-stand-in-access-token';
const SIGNATURE_KEY = 'square-signature-key';
const now = new Date('2026-11-23T12:00:00Z');

let standIn: SquareStandIn;
let receiver: Server;
let webhookUrl: string;
let provider: PaymentProvider;
const received: SquareWebhookDelivery[] = [];

const context = (businessId = crypto.randomUUID()) => ({ businessId, now });

async function cardInput(
  number: string,
  options: { verify?: boolean } = {},
): Promise<Extract<PaymentMethodInput, { type: 'card' }>> {
  const sourceId = await tokenizeTestCard(standIn.url, {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    postcode: 'SW4 0AA',
  });
  return {
    type: 'card',
    sourceId,
    verificationToken: options.verify ? await verifyTestBuyer(standIn.url, sourceId) : null,
    cardholderName: 'Sam Brown',
    postcode: 'sw4 0aa',
  };
}

async function saved(number: string, options: { verify?: boolean } = {}): Promise<SavedPaymentMethod> {
  const outcome = await provider.savePaymentMethod(await cardInput(number, options), context());
  if (outcome.status !== 'saved') throw new Error(`expected saved, got ${outcome.message}`);
  return outcome.method;
}

const chargeOf = (method: SavedPaymentMethod, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: crypto.randomUUID(),
  amountPence: 9500,
  method,
  description: 'LocalPros Standard, 23 Nov – 22 Dec 2026',
  attempt: 1,
  now,
  ...overrides,
});

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let rawBody = '';
    request.on('data', (chunk) => {
      rawBody += chunk;
    });
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
      ) as Record<string, string>;
      received.push({ url: webhookUrl, rawBody, headers, eventId: '', outcome: null });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/square`;
  standIn = await startSquareStandIn({ signatureKey: SIGNATURE_KEY, accessToken: ACCESS_TOKEN, webhookUrl });
  provider = createSquareCardProvider({
    accessToken: ACCESS_TOKEN,
    baseUrl: standIn.url,
    locationId: standIn.locationId,
    webhookSignatureKey: SIGNATURE_KEY,
    maxRetries: 0,
  });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('Square card provider (square SDK against the Square stand-in)', () => {
  it.each([squareTestCards.visa, squareTestCards.mastercard])(
    '$brand $number saves as a card on file and every charge completes',
    async (card) => {
      const method = await saved(card.number);
      expect(method).toEqual({
        type: 'card',
        providerToken: expect.stringMatching(/^ccof:/),
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: 12,
        expYear: 2030,
        bankName: null,
        accountHolder: null,
        sortCode: null,
        accountNumberEnding: null,
        mandateReference: null,
        mandateStatus: null,
      });
      for (let i = 0; i < 2; i++) {
        expect(await provider.charge(chargeOf(method))).toEqual({
          status: 'completed',
          providerPaymentId: expect.any(String),
        });
      }
    },
  );

  it('keeps one Square customer per business', async () => {
    const business = context();
    const first = await provider.savePaymentMethod(await cardInput(squareTestCards.visa.number), business);
    const second = await provider.savePaymentMethod(await cardInput(squareTestCards.mastercard.number), business);
    if (first.status !== 'saved' || second.status !== 'saved') throw new Error('expected both saved');
    const customerOf = async (cardId: string) => {
      const response = await fetch(`${standIn.url}/v2/cards/${encodeURIComponent(cardId)}`, {
        headers: { authorization: `Bearer ${ACCESS_TOKEN}` },
      });
      return ((await response.json()) as { card: { customer_id: string } }).card.customer_id;
    };
    expect(await customerOf(second.method.providerToken)).toBe(await customerOf(first.method.providerToken));
  });

  it('the declined card is refused at save: not retryable', async () => {
    const outcome = await provider.savePaymentMethod(await cardInput(squareTestCards.declined.number), context());
    expect(outcome).toEqual({
      status: 'declined',
      reason: 'card_declined',
      message: 'Your card was declined',
      retryable: false,
    });
  });

  it('the SCA card needs buyer verification: refused without a token, saved with one', async () => {
    const without = await provider.savePaymentMethod(
      await cardInput(squareTestCards.strongCustomerAuthentication.number),
      context(),
    );
    expect(without).toEqual({
      status: 'declined',
      reason: 'verification_required',
      message: 'Your bank needs you to confirm this card: try again and complete the check',
      retryable: false,
    });
    const method = await saved(squareTestCards.strongCustomerAuthentication.number, { verify: true });
    expect(method.brand).toBe('Visa');
    expect((await provider.charge(chargeOf(method))).status).toBe('completed');
  });

  it('the insufficient-funds card saves; its charges are declined, retryable', async () => {
    const method = await saved(squareTestCards.insufficientFunds.number);
    expect(await provider.charge(chargeOf(method))).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds',
      retryable: true,
    });
  });

  it('the retry-succeeds card: the first attempt fails (GENERIC_DECLINE, retryable), the retry completes', async () => {
    const method = await saved(squareTestCards.retrySucceeds.number);
    expect(await provider.charge(chargeOf(method, { attempt: 1 }))).toEqual({
      status: 'declined',
      reason: 'processing_error',
      message: 'We could not process your payment: please try again',
      retryable: true,
    });
    expect((await provider.charge(chargeOf(method, { attempt: 2 }))).status).toBe('completed');
  });

  it('the same idempotency key is the same payment; paymentStatus reads it', async () => {
    const method = await saved(squareTestCards.visa.number);
    const request = chargeOf(method, { idempotencyKey: crypto.randomUUID() });
    const first = await provider.charge(request);
    const again = await provider.charge(request);
    if (first.status !== 'completed') throw new Error('expected completed');
    expect(again).toEqual(first);
    expect(await provider.paymentStatus(first.providerPaymentId, now)).toEqual({ status: 'completed' });

    const refused = await saved(squareTestCards.insufficientFunds.number);
    await provider.charge(chargeOf(refused));
    await standIn.webhooksSettled();
    const failedEvent = received
      .map((d) => JSON.parse(d.rawBody))
      .find((e) => e.data.object.payment.status === 'FAILED');
    expect(await provider.paymentStatus(failedEvent.data.id, now)).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    });
  });

  it('rejects a token that is not a card nonce, a missing name and a bad postcode as field errors', async () => {
    const input = await cardInput(squareTestCards.visa.number);
    const error = await provider
      .savePaymentMethod({ ...input, sourceId: '4242424242424242', cardholderName: ' ', postcode: 'nope' }, context())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const paths = ((error as RpcError).fieldErrors ?? []).map((e: { path: string }) => e.path);
    expect(paths).toEqual(['sourceId', 'cardholderName', 'postcode']);
  });

  it('reads a signed payment.updated webhook: confirmed and failed payments, with the event id', async () => {
    const method = await saved(squareTestCards.mastercard.number);
    const charged = await provider.charge(chargeOf(method));
    if (charged.status !== 'completed') throw new Error('expected completed');
    await standIn.webhooksSettled();
    const delivery = received.find((d) => JSON.parse(d.rawBody).data.id === charged.providerPaymentId);
    if (!delivery) throw new Error('no webhook for the payment');
    const reading = await provider.readWebhook({
      rawBody: delivery.rawBody,
      headers: delivery.headers,
      url: webhookUrl,
    });
    const eventId = JSON.parse(delivery.rawBody).event_id;
    expect(reading).toEqual({
      status: 'verified',
      events: [{ id: eventId, kind: 'payment_confirmed', resourceId: charged.providerPaymentId, decline: null }],
    });
    // A redelivery reads the same event id: billing processes it once.
    expect(
      await provider.readWebhook({ rawBody: delivery.rawBody, headers: delivery.headers, url: webhookUrl }),
    ).toEqual(reading);

    const failed = received.find((d) => JSON.parse(d.rawBody).data.object.payment.status === 'FAILED');
    if (!failed) throw new Error('no webhook for a failed payment');
    const failedReading = await provider.readWebhook({
      rawBody: failed.rawBody,
      headers: failed.headers,
      url: webhookUrl,
    });
    expect(failedReading).toMatchObject({
      status: 'verified',
      events: [{ kind: 'payment_failed', decline: { reason: 'insufficient_funds', retryable: true } }],
    });
  });

  it('a webhook with a wrong or missing signature, or a changed body, is bad_signature', async () => {
    await standIn.webhooksSettled();
    const [delivery] = received;
    if (!delivery) throw new Error('no webhook yet');
    const { 'x-square-hmacsha256-signature': _signature, ...unsigned } = delivery.headers;
    const read = (rawBody: string, headers: Record<string, string | undefined>) =>
      provider.readWebhook({ rawBody, headers, url: webhookUrl });
    expect(await read(delivery.rawBody, unsigned)).toEqual({ status: 'bad_signature' });
    expect(await read(delivery.rawBody, { ...unsigned, 'x-square-hmacsha256-signature': 'bm9wZQ==' })).toEqual({
      status: 'bad_signature',
    });
    expect(await read(`${delivery.rawBody} `, delivery.headers)).toEqual({ status: 'bad_signature' });
    // Signed for another notification URL (Square signs the URL with the body).
    expect(
      await provider.readWebhook({ rawBody: delivery.rawBody, headers: delivery.headers, url: `${webhookUrl}/other` }),
    ).toEqual({ status: 'bad_signature' });
  });

  it('throws (never declines or succeeds) on a wrong access token and on a 5xx', async () => {
    const wrong = createSquareCardProvider({
      accessToken: 'wrong',
      baseUrl: standIn.url,
      locationId: standIn.locationId,
      webhookSignatureKey: SIGNATURE_KEY,
    });
    await expect(wrong.savePaymentMethod(await cardInput(squareTestCards.visa.number), context())).rejects.toThrow(
      /401/,
    );
    const method = await saved(squareTestCards.visa.number);
    await expect(wrong.charge(chargeOf(method))).rejects.toThrow(/401/);

    standIn.failNextRequests(1, 500);
    await expect(provider.charge(chargeOf(method))).rejects.toThrow(/500/);
    standIn.failNextRequests(1, 503);
    await expect(provider.paymentStatus('anything', now)).rejects.toThrow(/503/);
  });
});
