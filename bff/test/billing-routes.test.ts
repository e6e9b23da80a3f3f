import { randomUUID } from 'node:crypto';
import type { billingRpc } from '@localpros/contracts';
import { createLogger, createMetrics, GrpcStatus, loadConfig, RpcError } from '@localpros/kit';
import { afterEach, describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { IMPERSONATION_REFUSED } from '../src/http/route-access.js';
import { buildBffApp, type ServiceClients } from '../src/index.js';
import { admin, fakeIdentity, user } from './support.js';

const business = user({
  id: '0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f21',
  userType: 'business',
  email: 'pro@example.com',
  businessName: 'Sparkle & Shine',
});
const customer = user();

const overview: billingRpc.BillingOverview = { subscription: undefined, paymentMethod: undefined, transactions: [] };

/** A billing that records its calls and answers what a test sets. */
function fakeBilling() {
  const calls: { method: string; request: unknown }[] = [];
  let failure: RpcError | undefined;
  let receipt: billingRpc.Receipt | undefined;
  const answer =
    (method: string, value: () => unknown = () => overview) =>
    async (request: unknown) => {
      calls.push({ method, request });
      if (failure) throw failure;
      return value();
    };
  return {
    calls,
    /** Every later call fails with this error; without one, they succeed again. */
    failWith: (error?: RpcError) => {
      failure = error;
    },
    answerReceipt: (value: billingRpc.Receipt) => {
      receipt = value;
    },
    client: {
      subscribe: answer('subscribe'),
      getBilling: answer('getBilling'),
      changePackage: answer('changePackage'),
      updatePaymentMethod: answer('updatePaymentMethod'),
      cancelSubscription: answer('cancelSubscription'),
      resumeSubscription: answer('resumeSubscription'),
      renewSubscription: answer('renewSubscription'),
      runRenewals: answer('runRenewals', () => ({
        renewed: 1,
        failed: 0,
        retried: 0,
        lapsed: 0,
        ended: 0,
        settled: 2,
      })),
      getReceipt: answer('getReceipt', () => receipt),
      previewPromoCode: answer(
        'previewPromoCode',
        (): billingRpc.PromoCodePreview => ({
          code: 'SUMMER',
          percentage: 10,
          pricePence: 9500,
          discountPence: 950,
          totalPence: 8550,
        }),
      ),
      confirmBankAccount: answer('confirmBankAccount'),
    },
  };
}

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(env: Record<string, string> = {}) {
  const billing = fakeBilling();
  const config = loadConfig(bffConfigSchema, { LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
  const app = await buildBffApp({
    config,
    clients: {
      identity: fakeIdentity([business, customer, admin]),
      notifications: {},
      jobs: {},
      billing: billing.client,
    } as unknown as ServiceClients,
    logger: createLogger({ name: 'bff-test', level: 'silent' }),
    metricsRegistry: createMetrics().registry,
    readinessChecks: [],
  });
  apps.push(app);
  const tokenOf = async (email: string) => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Secret123!' },
    });
    return { authorization: `Bearer ${(signedIn.json() as { token: string }).token}` };
  };
  return { app, billing, asBusiness: await tokenOf(business.email), tokenOf };
}

/** A card as the API takes it: Square's one-time token and 3-D Secure token (the Web Payments SDK's). */
const card = {
  type: 'card',
  sourceId: 'cnon:card-nonce-ok',
  verificationToken: 'verf:stand-in-1',
  cardholderName: 'Sam Sparkle',
  postcode: 'SW1A 1AA',
};
const key = () => ({ 'idempotency-key': randomUUID() });
type ErrorAnswer = { message: string; errors?: { path: string; message: string }[] };

describe('promo codes cannot be guessed', () => {
  const preview = (
    app: Awaited<ReturnType<typeof start>>['app'],
    headers: Record<string, string>,
    code: string,
    ip = '10.1.1.1',
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/subscription/promo-code',
      headers,
      payload: { code, packageId: 'standard' },
      remoteAddress: ip,
    });

  it('refuses a business after too many wrong codes, previewed or paid with, before billing is asked', async () => {
    const { app, billing, asBusiness } = await start({ PROMO_CODE_FAILURES_PER_ACCOUNT: '3' });
    billing.failWith(RpcError.notFound('This promo code is not valid'));
    for (const code of ['GUESS1', 'GUESS2']) expect((await preview(app, asBusiness, code)).statusCode).toBe(404);
    // A right code forgets the wrong ones.
    billing.failWith();
    expect((await preview(app, asBusiness, 'SUMMER')).statusCode).toBe(200);
    billing.failWith(RpcError.notFound('This promo code is not valid'));
    for (const code of ['GUESS3', 'GUESS4', 'GUESS5'])
      expect((await preview(app, asBusiness, code)).statusCode).toBe(404);
    const asked = billing.calls.length;

    const limited = await preview(app, asBusiness, 'GUESS6', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as ErrorAnswer).message).toMatch(/^Too many requests, please try again in \d+ minutes?$/);
    const paying = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { ...asBusiness, ...key() },
      payload: { packageId: 'standard', promoCode: 'GUESS7', paymentMethod: card },
    });
    expect(paying.statusCode).toBe(429);
    expect(billing.calls).toHaveLength(asked);
  });

  it('limits promo code attempts per client address', async () => {
    const { app, billing, asBusiness } = await start({ PROMO_CODE_ATTEMPTS_PER_IP: '2' });
    expect((await preview(app, asBusiness, 'SUMMER')).statusCode).toBe(200);
    expect((await preview(app, asBusiness, 'SUMMER')).statusCode).toBe(200);
    expect((await preview(app, asBusiness, 'SUMMER')).statusCode).toBe(429);
    expect((await preview(app, asBusiness, 'SUMMER', '10.2.2.2')).statusCode).toBe(200);
    expect(billing.calls.filter((c) => c.method === 'previewPromoCode')).toHaveLength(3);
  });
});

describe('billing routes', () => {
  it('refuses a charging call without a UUID Idempotency-Key before reading the body', async () => {
    const { app, billing, asBusiness } = await start();
    for (const headers of [asBusiness, { ...asBusiness, 'idempotency-key': 'not-a-uuid' }]) {
      const refused = await app.inject({ method: 'POST', url: '/api/subscription', headers, payload: {} });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as ErrorAnswer).message).toBe('Idempotency-Key header must be a UUID');
    }
    const change = await app.inject({
      method: 'PUT',
      url: '/api/subscription/package',
      headers: asBusiness,
      payload: { packageId: 'premium' },
    });
    expect(change.statusCode).toBe(400);
    const renew = await app.inject({ method: 'POST', url: '/api/auth/renew-subscription', headers: asBusiness });
    expect(renew.statusCode).toBe(400);
    expect(billing.calls).toEqual([]);
  });

  it('names each bad payment field, and never calls billing with them', async () => {
    const { app, billing, asBusiness } = await start();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { ...asBusiness, ...key() },
      payload: {
        packageId: 'gold',
        paymentMethod: { ...card, sourceId: '4242424242424242', verificationToken: 'x', postcode: 'nowhere' },
      },
    });
    expect(answer.statusCode).toBe(400);
    const errors = (answer.json() as ErrorAnswer).errors ?? [];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'packageId', message: 'Choose the Standard or Premium package' },
        { path: 'paymentMethod.sourceId', message: 'Enter your card details in the card form' },
        { path: 'paymentMethod.verificationToken', message: 'The card check did not finish: try again' },
        { path: 'paymentMethod.postcode', message: 'Enter a valid UK postcode' },
      ]),
    );
    const bank = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { ...asBusiness, ...key() },
      payload: {
        packageId: 'standard',
        paymentMethod: {
          type: 'direct_debit',
          accountHolder: ' ',
          sortCode: '12-34',
          accountNumber: '12',
          mandateConfirmed: false,
        },
      },
    });
    expect(bank.statusCode).toBe(400);
    expect((bank.json() as ErrorAnswer).errors).toEqual(
      expect.arrayContaining([
        { path: 'paymentMethod.accountHolder', message: "Enter the account holder's name" },
        { path: 'paymentMethod.sortCode', message: 'Enter a 6-digit sort code' },
        { path: 'paymentMethod.accountNumber', message: 'Enter an account number of 6 to 10 digits' },
        { path: 'paymentMethod.mandateConfirmed', message: 'Confirm the Direct Debit mandate' },
      ]),
    );
    // Card data goes to Square alone: a body carrying a number or security code is refused whole.
    const cardData = await app.inject({
      method: 'PUT',
      url: '/api/subscription/payment-method',
      headers: asBusiness,
      payload: { paymentMethod: { ...card, number: '4242 4242 4242 4242', cvc: '123', expMonth: 12, expYear: 2040 } },
    });
    expect(cardData.statusCode).toBe(400);
    expect((cardData.json() as ErrorAnswer).errors).toEqual([
      {
        path: 'paymentMethod',
        message: 'Card details go only to our payment provider, Square: use the card form',
      },
    ]);
    const noType = await app.inject({
      method: 'PUT',
      url: '/api/subscription/payment-method',
      headers: asBusiness,
      payload: { paymentMethod: { type: 'cash' } },
    });
    expect(noType.statusCode).toBe(400);
    expect(billing.calls).toEqual([]);
  });

  it('sends billing the session business, the card token and the key; answers 201 with the spec shape', async () => {
    const { app, billing, asBusiness } = await start();
    const headers = { ...asBusiness, 'idempotency-key': '6F1C2B8E-9F4A-4C3B-8A2D-1E5F6A7B8C9D' };
    const answer = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers,
      payload: { packageId: 'premium', promoCode: '', paymentMethod: card, businessId: 'someone-else' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({
      success: true,
      data: { subscription: { subscription: null, card: null, bank_account: null }, transactions: [] },
    });
    expect(billing.calls).toEqual([
      {
        method: 'subscribe',
        request: {
          businessId: business.id,
          packageId: 'premium',
          promoCode: '',
          idempotencyKey: '6f1c2b8e-9f4a-4c3b-8a2d-1e5f6a7b8c9d',
          paymentMethod: {
            card: {
              sourceId: 'cnon:card-nonce-ok',
              verificationToken: 'verf:stand-in-1',
              cardholderName: 'Sam Sparkle',
              postcode: 'SW1A 1AA',
            },
          },
        },
      },
    ]);
  });

  it('answers a declined charge 402 with the message under the payment form', async () => {
    const { app, billing, asBusiness } = await start();
    billing.failWith(
      new RpcError(GrpcStatus.FAILED_PRECONDITION, 'Your card was declined', [
        { path: 'paymentMethod', message: 'Your card was declined' },
      ]),
    );
    const answer = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { ...asBusiness, ...key() },
      payload: { packageId: 'standard', paymentMethod: card },
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({
      message: 'Your card was declined',
      errors: [{ path: 'paymentMethod', message: 'Your card was declined' }],
    });
    // A state refusal without the payment field stays 409.
    billing.failWith(RpcError.failedPrecondition('You already have an active subscription'));
    const again = await app.inject({
      method: 'POST',
      url: '/api/subscription',
      headers: { ...asBusiness, ...key() },
      payload: { packageId: 'standard', paymentMethod: card },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have an active subscription' });
    // Billing's own field errors are named as the body names them.
    billing.failWith(
      RpcError.invalidArgument('Invalid request', [
        { path: 'accountNumber', message: 'This sort code and account number do not match: check them with your bank' },
      ]),
    );
    const modulus = await app.inject({
      method: 'PUT',
      url: '/api/subscription/payment-method',
      headers: asBusiness,
      payload: {
        paymentMethod: {
          type: 'direct_debit',
          accountHolder: 'Sam',
          sortCode: '08-99-99',
          accountNumber: '66374959',
          mandateConfirmed: true,
        },
      },
    });
    expect(modulus.statusCode).toBe(400);
    expect((modulus.json() as ErrorAnswer).errors).toEqual([
      {
        path: 'paymentMethod.accountNumber',
        message: 'This sort code and account number do not match: check them with your bank',
      },
    ]);
  });

  it('keeps the routes to their roles', async () => {
    const { app, tokenOf } = await start();
    const asCustomer = await tokenOf(customer.email);
    const asAdmin = await tokenOf(admin.email);
    expect((await app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/subscription', headers: asCustomer })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/subscription/renew', headers: asCustomer })).statusCode).toBe(
      403,
    );
    const run = await app.inject({
      method: 'POST',
      url: '/api/subscription/renew',
      headers: asAdmin,
      payload: { asOf: 'soon' },
    });
    expect(run.statusCode).toBe(400);
    const ran = await app.inject({ method: 'POST', url: '/api/subscription/renew', headers: asAdmin });
    expect(ran.json()).toEqual({
      success: true,
      data: { renewed: 1, failed: 0, retried: 0, lapsed: 0, ended: 0, settled: 2 },
    });
  });

  it('refuses an admin acting as the business every payment route, but lets it look', async () => {
    const { app, billing, tokenOf } = await start();
    const asAdmin = await tokenOf(admin.email);
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: asAdmin,
      payload: { email: business.email },
    });
    const acting = { authorization: `Bearer ${(started.json() as { token: string }).token}` };
    for (const [method, url] of [
      ['POST', '/api/subscription'],
      ['PUT', '/api/subscription/package'],
      ['PUT', '/api/subscription/payment-method'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/resume'],
      ['POST', '/api/auth/renew-subscription'],
      ['POST', '/api/auth/business/registration/bankConfirmation'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: { ...acting, ...key() }, payload: {} });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: IMPERSONATION_REFUSED, error: 'impersonating' });
    }
    expect(billing.calls).toEqual([]);
    const look = await app.inject({ method: 'POST', url: '/api/square/billing', headers: acting });
    expect(look.statusCode).toBe(200);
  });

  it('refuses asOf on production', async () => {
    const { productionEnv } = await import('./production-env.js');
    const { app, tokenOf } = await start(productionEnv);
    const asAdmin = await tokenOf(admin.email);
    const run = await app.inject({
      method: 'POST',
      url: '/api/subscription/renew',
      headers: asAdmin,
      payload: { asOf: '2026-12-01T00:00:00.000Z' },
    });
    expect(run.statusCode).toBe(400);
    expect(run.json()).toEqual({ message: 'asOf is not accepted in production' });
  });
});

describe('the receipt download', () => {
  const transaction: billingRpc.Transaction = {
    id: '0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f31',
    receiptNumber: 'LP-000042',
    kind: 'subscription',
    packageId: 'standard',
    amountPence: 9500,
    vatPence: 1583,
    discountPence: 0,
    promoCode: '',
    status: 'COMPLETED',
    failureReason: '',
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    paymentMethod: undefined,
  };
  const receipt = (status = 'COMPLETED'): billingRpc.Receipt => ({
    transaction: { ...transaction, status },
    businessName: 'Sparkle & Shine',
    businessContactName: 'Sam',
    businessEmail: 'pro@example.com',
    businessLocation: 'SW',
    sellerName: 'LocalPros Ltd',
    sellerAddress: 'London',
    sellerVatNumber: 'GB1',
    sellerCompanyNumber: '1',
    vatRatePercent: 20,
  });

  it('downloads a completed transaction as an HTML attachment; anything else is not found', async () => {
    const { app, billing, asBusiness } = await start();
    billing.answerReceipt(receipt());
    const url = `/api/subscription/transactions/${transaction.id}/receipt`;
    const answer = await app.inject({ method: 'GET', url, headers: asBusiness });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="LocalPros-receipt-LP-000042.html"');
    expect(answer.body).toContain('LP-000042');
    expect(answer.body).toContain('VAT at 20 %');
    expect(billing.calls).toEqual([
      { method: 'getReceipt', request: { businessId: business.id, transactionId: transaction.id } },
    ]);

    billing.answerReceipt(receipt('PENDING'));
    const pending = await app.inject({ method: 'GET', url, headers: asBusiness });
    expect(pending.statusCode).toBe(404);
    expect(pending.json()).toEqual({ message: 'Transaction not found' });
    const notAnId = await app.inject({
      method: 'GET',
      url: '/api/subscription/transactions/42/receipt',
      headers: asBusiness,
    });
    expect(notAnId.statusCode).toBe(404);
    billing.failWith(RpcError.notFound('Transaction not found'));
    const others = await app.inject({ method: 'GET', url, headers: asBusiness });
    expect(others.statusCode).toBe(404);
  });
});
