import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentMethodInput, SavedPaymentMethod } from '../../src/payments/payment-provider.js';
import { createPaymentProviders } from '../../src/payments/providers.js';
import { testCards } from '../../src/payments/sandbox-test-data.js';

const now = new Date('2026-11-23T12:00:00Z');
const context = { businessId: '00000000-0000-4000-8000-000000000001', now };
const providers = () => createPaymentProviders({ settleSeconds: 120 });

const cardInput = (number: string): Extract<PaymentMethodInput, { type: 'card' }> => ({
  type: 'card',
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  cardholderName: 'Sam Brown',
  postcode: 'SW4 0AA',
});

async function saved(number: string): Promise<SavedPaymentMethod> {
  const outcome = await providers().card.savePaymentMethod(cardInput(number), context);
  if (outcome.status !== 'saved') throw new Error(`expected saved, got ${outcome.message}`);
  return outcome.method;
}

const chargeOf = (method: SavedPaymentMethod, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: 'b7d0c7e4-3d3c-4d7a-9a55-6f0b7f1b2a10',
  amountPence: 9500,
  method,
  description: 'LocalPros Standard, 23 Nov – 22 Dec 2026',
  attempt: 1,
  now,
  ...overrides,
});

describe('sandbox card provider', () => {
  it('saves a Visa as a card-on-file token with only its summary', async () => {
    const method = await saved(testCards.visa.number);
    expect(method).toMatchObject({
      type: 'card',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      bankName: null,
      sortCode: null,
      mandateReference: null,
    });
    expect(method.providerToken).toMatch(/^ccof:sandbox-/);
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    const decoded = Buffer.from(method.providerToken.slice('ccof:sandbox-'.length).split('.')[0] ?? '', 'base64url');
    expect(decoded.toString()).not.toMatch(/4242/);
  });

  it.each([testCards.visa, testCards.mastercard])('$brand $number: every charge completes', async (card) => {
    const method = await saved(card.number);
    expect(method.brand).toBe(card.brand);
    const outcome = await providers().card.charge(chargeOf(method));
    expect(outcome).toEqual({ status: 'completed', providerPaymentId: expect.stringMatching(/^sq_pay_/) });
  });

  it('a valid card that is not a test card succeeds', async () => {
    const method = await saved('5105 1051 0510 5100');
    expect(await providers().card.charge(chargeOf(method))).toMatchObject({ status: 'completed' });
  });

  it('4000 0000 0000 0002 is declined when saved, not retryable', async () => {
    expect(await providers().card.savePaymentMethod(cardInput(testCards.declined.number), context)).toEqual({
      status: 'declined',
      reason: 'card_declined',
      message: 'Your card was declined',
      retryable: false,
    });
  });

  it('4000 0000 0000 9995 saves, and every charge and retry is declined for insufficient funds', async () => {
    const method = await saved(testCards.insufficientFunds.number);
    for (const attempt of [1, 2, 3]) {
      expect(await providers().card.charge(chargeOf(method, { attempt }))).toEqual({
        status: 'declined',
        reason: 'insufficient_funds',
        message: 'Your card has insufficient funds',
        retryable: true,
      });
    }
  });

  it('4000 0000 0000 0119 fails the first attempt of each charge with a processing error; a retry succeeds', async () => {
    const method = await saved(testCards.retrySucceeds.number);
    expect(await providers().card.charge(chargeOf(method, { attempt: 1 }))).toMatchObject({
      status: 'declined',
      reason: 'processing_error',
      retryable: true,
    });
    expect(await providers().card.charge(chargeOf(method, { attempt: 2, idempotencyKey: 'retry-1' }))).toMatchObject({
      status: 'completed',
    });
    expect(await providers().card.charge(chargeOf(method, { attempt: 1, idempotencyKey: 'next-month' }))).toMatchObject(
      { status: 'declined', reason: 'processing_error' },
    );
  });

  it('throws the payment details error with field errors for invalid input', async () => {
    const error = await providers()
      .card.savePaymentMethod({ ...cardInput('4242 4242 4242 4241'), postcode: 'nowhere' }, context)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: 'Check the payment details',
      fieldErrors: [
        { path: 'number', message: 'Enter a valid card number' },
        { path: 'postcode', message: 'Enter a valid UK postcode' },
      ],
    });
  });

  it('is stateless: another instance charges the first one’s token, and the same key is the same payment', async () => {
    const method = await saved(testCards.visa.number);
    const first = await createPaymentProviders({ settleSeconds: 120 }).card.charge(chargeOf(method));
    const again = await createPaymentProviders({ settleSeconds: 120 }).card.charge(chargeOf(method));
    const other = await createPaymentProviders({ settleSeconds: 120 }).card.charge(
      chargeOf(method, { idempotencyKey: 'another' }),
    );
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    if (first.status !== 'completed') throw new Error('expected completed');
    expect(await providers().card.paymentStatus(first.providerPaymentId, now)).toEqual({ status: 'completed' });
  });

  it('two saves of the same card are two tokens', async () => {
    expect((await saved(testCards.visa.number)).providerToken).not.toBe(
      (await saved(testCards.visa.number)).providerToken,
    );
  });

  it('refuses a token or payment id it did not issue, and a charge that is not whole pence', async () => {
    const method = await saved(testCards.visa.number);
    const forged = { ...method, providerToken: method.providerToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) };
    await expect(providers().card.charge(chargeOf(forged))).rejects.toThrow('Not a card token of this sandbox');
    await expect(providers().card.paymentStatus('sq_pay_nope', now)).rejects.toThrow();
    await expect(providers().card.charge(chargeOf(method, { amountPence: 95.5 }))).rejects.toThrow(RangeError);
    await expect(providers().card.charge(chargeOf(method, { amountPence: 0 }))).rejects.toThrow(RangeError);
  });

  it('a token signed with another key is refused', async () => {
    const method = await saved(testCards.visa.number);
    const elsewhere = createPaymentProviders({ settleSeconds: 120, sandboxSigningKey: 'another environment' });
    await expect(elsewhere.card.charge(chargeOf(method))).rejects.toThrow('Not a card token of this sandbox');
  });
});
