import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GrpcStatus } from '@localpros/kit';
// The stand-in package is not yet a dependency of billing: imported by path until it is.
import {
  type GoCardlessStandIn,
  type GoCardlessTestBankAccount,
  gocardlessTestBankAccounts,
  startGoCardlessStandIn,
} from '@localpros/payment-stand-ins';
import { AuthenticationError } from 'gocardless-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declines } from '../../src/payments/declines.js';
import { createGoCardlessDirectDebitProvider } from '../../src/payments/gocardless/gocardless-direct-debit-provider.js';
import type {
  ChargeRequest,
  PaymentMethodInput,
  PaymentProvider,
  ProviderEvent,
  SavedPaymentMethod,
  WebhookDelivery,
} from '../../src/payments/payment-provider.js';
import { modulusFailingAccount } from '../support/modulus-failing-account.js';

const ACCESS_TOKEN = 'sandbox_billing-test-token';
const WEBHOOK_SECRET = 'billing-test-webhook-secret';
const now = new Date('2026-11-23T12:00:00Z');

let standIn: GoCardlessStandIn;
let receiver: Server;
let webhookUrl: string;
let dd: PaymentProvider;
const deliveries: WebhookDelivery[] = [];
let businessCount = 0;

const ddInput = (account: GoCardlessTestBankAccount | typeof modulusFailingAccount, holder = 'Brown Plumbing Ltd') =>
  ({
    type: 'direct_debit',
    accountHolder: holder,
    sortCode: account.sortCode,
    accountNumber: account.accountNumber,
    mandateConfirmed: true,
  }) satisfies PaymentMethodInput;

const newBusiness = () => `00000000-0000-4000-8000-${String(++businessCount).padStart(12, '0')}`;

async function mandateFor(account: GoCardlessTestBankAccount, businessId = newBusiness()): Promise<SavedPaymentMethod> {
  const outcome = await dd.savePaymentMethod(ddInput(account, account.accountHolder), { businessId, now });
  if (outcome.status !== 'saved') throw new Error(`expected saved, got ${outcome.message}`);
  return outcome.method;
}

const chargeOf = (method: SavedPaymentMethod, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: crypto.randomUUID(),
  amountPence: 19500,
  method,
  description: 'LocalPros Premium, 23 Nov – 22 Dec 2026',
  attempt: 1,
  now,
  ...overrides,
});

async function pendingPayment(method: SavedPaymentMethod, overrides: Partial<ChargeRequest> = {}): Promise<string> {
  const outcome = await dd.charge(chargeOf(method, overrides));
  if (outcome.status !== 'pending') throw new Error(`expected pending, got ${outcome.status}`);
  return outcome.providerPaymentId;
}

/** Every event billing reads from the webhooks received so far about one mandate or payment. */
async function eventsAbout(resourceId: string): Promise<ProviderEvent[]> {
  await standIn.flushWebhooks();
  const events: ProviderEvent[] = [];
  for (const delivery of deliveries) {
    const reading = await dd.readWebhook(delivery);
    if (reading.status !== 'verified') throw new Error('a webhook from the stand-in did not verify');
    events.push(...reading.events.filter((event) => event.resourceId === resourceId));
  }
  return events;
}

const kindsAbout = async (resourceId: string) => (await eventsAbout(resourceId)).map((event) => event.kind);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      deliveries.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers, url: `${webhookUrl}` });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/gocardless`;
  standIn = await startGoCardlessStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    accessToken: ACCESS_TOKEN,
    // Nothing settles by itself during the tests: the scenario simulators move things on.
    settleSeconds: 3600,
  });
  dd = createGoCardlessDirectDebitProvider({
    accessToken: ACCESS_TOKEN,
    baseUrl: standIn.url,
    webhookSecret: WEBHOOK_SECRET,
  });
});

afterAll(async () => {
  await standIn?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('GoCardless Direct Debit provider (gocardless-nodejs against the stand-in)', () => {
  it('sets up a Bacs mandate and keeps only the account summary', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    expect(method).toEqual({
      type: 'direct_debit',
      providerToken: expect.stringMatching(/^MD[0-9A-Z]{12}$/),
      brand: null,
      last4: null,
      expMonth: null,
      expYear: null,
      bankName: 'Co-operative Bank',
      accountHolder: 'Brown Plumbing Ltd',
      sortCode: '08-99-99',
      accountNumberEnding: '58',
      mandateReference: expect.stringMatching(/^LOCALPROS-[A-Z]{6}$/),
      mandateStatus: 'pending_submission',
    });
  });

  it('keeps our modulus check in front of GoCardless: field errors, nothing sent', async () => {
    const sent = standIn.webhooks.length;
    await expect(
      dd.savePaymentMethod(ddInput(modulusFailingAccount), { businessId: newBusiness(), now }),
    ).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      fieldErrors: [{ path: 'accountNumber', message: modulusFailingAccount.message }],
    });
    expect(standIn.webhooks.length).toBe(sent);
  });

  it('reads the mandate becoming active from the signed webhook', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await standIn.simulate('mandate_activated', method.providerToken);
    expect(await eventsAbout(method.providerToken)).toEqual([
      { id: expect.stringMatching(/^EV/), kind: 'mandate_active', resourceId: method.providerToken, decline: null },
    ]);
  });

  it('charges pending, then the payment is confirmed (paymentStatus and webhook)', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const paymentId = await pendingPayment(method);
    expect(paymentId).toMatch(/^PM[0-9A-Z]{12}$/);
    expect(await dd.paymentStatus(paymentId, now)).toEqual({ status: 'pending' });
    await standIn.simulate('stand_in_settle', paymentId);
    expect(await dd.paymentStatus(paymentId, now)).toEqual({ status: 'completed' });
    expect(await kindsAbout(paymentId)).toEqual(['payment_confirmed']);
    expect(await kindsAbout(method.providerToken)).toEqual(['mandate_active']);
  });

  it('insufficient funds: the payment fails, retryable', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.insufficientFunds);
    await standIn.simulate('mandate_activated', method.providerToken);
    const paymentId = await pendingPayment(method);
    await standIn.simulate('stand_in_settle', paymentId);
    expect(await dd.paymentStatus(paymentId, now)).toEqual(declines.bankInsufficientFunds);
    expect(await eventsAbout(paymentId)).toEqual([
      {
        id: expect.stringMatching(/^EV/),
        kind: 'payment_failed',
        resourceId: paymentId,
        decline: declines.bankInsufficientFunds,
      },
    ]);
    // The mandate stays: a retry is a new payment on it.
    expect((await dd.charge(chargeOf(method))).status).toBe('pending');
  });

  it('mandate refused: saved pending, then mandate_failed, and a later charge is declined', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.mandateRefused);
    expect(method.mandateStatus).toBe('pending_submission');
    await standIn.simulate('stand_in_settle', method.providerToken);
    expect(await eventsAbout(method.providerToken)).toEqual([
      {
        id: expect.stringMatching(/^EV/),
        kind: 'mandate_failed',
        resourceId: method.providerToken,
        decline: declines.mandateRefused,
      },
    ]);
    expect(await dd.charge(chargeOf(method))).toEqual(declines.mandateRefused);
  });

  it('a payment made before its mandate is refused is cancelled: payment_failed', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.mandateRefused);
    const paymentId = await pendingPayment(method);
    await standIn.simulate('stand_in_settle', paymentId);
    expect(await dd.paymentStatus(paymentId, now)).toEqual(declines.mandateRefused);
    expect((await eventsAbout(paymentId)).map((event) => [event.kind, event.decline])).toEqual([
      ['payment_failed', declines.mandateRefused],
    ]);
  });

  it('mandate cancelled by the bank: the payment fails, the mandate is cancelled, later charges are declined', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.mandateCancelled);
    await standIn.simulate('mandate_activated', method.providerToken);
    const paymentId = await pendingPayment(method);
    await standIn.simulate('stand_in_settle', paymentId);
    const cancelled = declines.mandateCancelled;
    expect(await dd.paymentStatus(paymentId, now)).toEqual(cancelled);
    expect((await eventsAbout(paymentId)).map((event) => [event.kind, event.decline])).toEqual([
      ['payment_failed', cancelled],
    ]);
    expect((await eventsAbout(method.providerToken)).map((event) => [event.kind, event.decline])).toEqual([
      ['mandate_active', null],
      ['mandate_cancelled', cancelled],
    ]);
    expect(await dd.charge(chargeOf(method))).toEqual(cancelled);
  });

  it('creates a payment once per idempotency key', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    const idempotencyKey = crypto.randomUUID();
    const first = await pendingPayment(method, { idempotencyKey });
    // The API answers 409 idempotent_creation_conflict; the SDK fetches and returns the first payment.
    expect(await pendingPayment(method, { idempotencyKey, attempt: 1 })).toBe(first);
    expect(await pendingPayment(method)).not.toBe(first);
  });

  it('keeps one GoCardless customer per business', async () => {
    const businessId = newBusiness();
    const first = await mandateFor(gocardlessTestBankAccounts.succeeds, businessId);
    const second = await mandateFor(gocardlessTestBankAccounts.insufficientFunds, businessId);
    const customerOf = async (mandateId: string) => {
      const response = await fetch(`${standIn.url}/mandates/${mandateId}`, {
        headers: { Authorization: `Bearer ${ACCESS_TOKEN}`, 'GoCardless-Version': '2015-07-06' },
      });
      return ((await response.json()) as { mandates: { links: { customer: string } } }).mandates.links.customer;
    };
    expect(await customerOf(second.providerToken)).toBe(await customerOf(first.providerToken));
    expect(second.providerToken).not.toBe(first.providerToken);
  });

  it('a webhook delivered again reads as the same events (same ids)', async () => {
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await standIn.simulate('mandate_activated', method.providerToken);
    const webhook = standIn.webhooks.at(-1);
    if (!webhook) throw new Error('no webhook');
    const before = deliveries.length;
    await standIn.retryWebhook(webhook.id);
    const [original, replay] = [deliveries[before - 1], deliveries[before]];
    if (!original || !replay) throw new Error('the webhook was not delivered twice');
    expect(replay.rawBody).toBe(original.rawBody);
    const [first, again] = [await dd.readWebhook(original), await dd.readWebhook(replay)];
    expect(first.status).toBe('verified');
    expect(again).toEqual(first);
  });

  it('reads a missing or wrong signature, or a changed body, as bad_signature', async () => {
    await standIn.flushWebhooks();
    const delivery = deliveries.at(-1);
    if (!delivery) throw new Error('no webhook');
    const { 'webhook-signature': signature, ...unsigned } = delivery.headers;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await dd.readWebhook({ ...delivery, headers: unsigned })).toEqual({ status: 'bad_signature' });
    expect(
      await dd.readWebhook({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': 'a'.repeat(64) } }),
    ).toEqual({ status: 'bad_signature' });
    expect(
      await dd.readWebhook({ ...delivery, headers: { ...delivery.headers, 'webhook-signature': 'not hex' } }),
    ).toEqual({ status: 'bad_signature' });
    expect(await dd.readWebhook({ ...delivery, rawBody: delivery.rawBody.replace('"EV', '"EX') })).toEqual({
      status: 'bad_signature',
    });
    const otherSecret = createGoCardlessDirectDebitProvider({
      accessToken: ACCESS_TOKEN,
      baseUrl: standIn.url,
      webhookSecret: 'another-endpoint-secret',
    });
    expect(await otherSecret.readWebhook(delivery)).toEqual({ status: 'bad_signature' });
  });

  it('throws on a wrong access token (401) rather than decline or succeed', async () => {
    const wrongToken = createGoCardlessDirectDebitProvider({
      accessToken: 'sandbox_revoked-token',
      baseUrl: standIn.url,
      webhookSecret: WEBHOOK_SECRET,
    });
    await expect(
      wrongToken.savePaymentMethod(ddInput(gocardlessTestBankAccounts.succeeds), { businessId: newBusiness(), now }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await expect(wrongToken.charge(chargeOf(method))).rejects.toThrow();
  });

  it('throws when GoCardless cannot be reached', async () => {
    const closed = await startGoCardlessStandIn({ webhookSecret: WEBHOOK_SECRET });
    const url = closed.url;
    await closed.close();
    const unreachable = createGoCardlessDirectDebitProvider({
      accessToken: ACCESS_TOKEN,
      baseUrl: url,
      webhookSecret: WEBHOOK_SECRET,
    });
    const method = await mandateFor(gocardlessTestBankAccounts.succeeds);
    await expect(unreachable.charge(chargeOf(method))).rejects.toThrow();
    await expect(unreachable.paymentStatus('PM000000000000', now)).rejects.toThrow();
  });
});
