import { GrpcStatus } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentMethodInput, SavedPaymentMethod } from '../../src/payments/payment-provider.js';
import { createPaymentProviders } from '../../src/payments/providers.js';
import {
  modulusFailingAccount,
  type SandboxBankAccount,
  testBankAccounts,
} from '../../src/payments/sandbox-test-data.js';

const now = new Date('2026-11-23T12:00:00Z');
const context = { businessId: '00000000-0000-4000-8000-000000000001', now };
const SETTLE = 120;
const providers = (settleSeconds = SETTLE) => createPaymentProviders({ settleSeconds });
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const ddInput = (
  account: { sortCode: string; accountNumber: string },
  mandateConfirmed = true,
): PaymentMethodInput => ({
  type: 'direct_debit',
  accountHolder: 'Brown Plumbing Ltd',
  sortCode: account.sortCode,
  accountNumber: account.accountNumber,
  mandateConfirmed,
});

async function mandateFor(account: SandboxBankAccount): Promise<SavedPaymentMethod> {
  const outcome = await providers().direct_debit.savePaymentMethod(ddInput(account), context);
  if (outcome.status !== 'saved') throw new Error(`expected saved, got ${outcome.message}`);
  return outcome.method;
}

const chargeOf = (method: SavedPaymentMethod, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  idempotencyKey: '6c1f2a53-1d8e-4b0c-9a3e-2f7f0d9c4b11',
  amountPence: 19500,
  method,
  description: 'LocalPros Premium, 23 Nov – 22 Dec 2026',
  attempt: 1,
  now,
  ...overrides,
});

async function pendingPayment(account: SandboxBankAccount): Promise<string> {
  const outcome = await providers().direct_debit.charge(chargeOf(await mandateFor(account)));
  if (outcome.status !== 'pending') throw new Error(`expected pending, got ${outcome.status}`);
  return outcome.providerPaymentId;
}

describe('sandbox Direct Debit provider', () => {
  it('sets up a mandate and keeps only the account summary', async () => {
    const method = await mandateFor(testBankAccounts.succeeds);
    expect(method).toEqual({
      type: 'direct_debit',
      providerToken: expect.stringMatching(/^MD[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/),
      brand: null,
      last4: null,
      expMonth: null,
      expYear: null,
      bankName: 'Co-operative Bank',
      accountHolder: 'Brown Plumbing Ltd',
      sortCode: '08-99-99',
      accountNumberEnding: '58',
      mandateReference: expect.stringMatching(/^LOCALPROS-[A-Z2-9]{6}$/),
      mandateStatus: 'active',
    });
    expect(JSON.stringify(method)).not.toContain('66374958');
  });

  it('10-79-99 88837491: the bank refuses the mandate', async () => {
    const outcome = await providers().direct_debit.savePaymentMethod(ddInput(testBankAccounts.mandateRefused), context);
    expect(outcome).toEqual({
      status: 'declined',
      reason: 'mandate_failed',
      message: 'Your bank could not set up the Direct Debit',
      retryable: false,
    });
  });

  it('08-99-99 66374958: a payment is pending until the settle delay has passed, then completed', async () => {
    const id = await pendingPayment(testBankAccounts.succeeds);
    expect(id).toMatch(/^PM/);
    const dd = providers().direct_debit;
    expect(await dd.paymentStatus(id, now)).toEqual({ status: 'pending' });
    expect(await dd.paymentStatus(id, later(SETTLE - 1))).toEqual({ status: 'pending' });
    expect(await dd.paymentStatus(id, later(SETTLE))).toEqual({ status: 'completed' });
    expect(await dd.paymentStatus(id, later(30 * 86_400))).toEqual({ status: 'completed' });
  });

  it('20-29-59 63748472: the payment fails on settlement for insufficient funds (retryable)', async () => {
    const id = await pendingPayment(testBankAccounts.insufficientFunds);
    const dd = providers().direct_debit;
    expect(await dd.paymentStatus(id, later(SETTLE - 1))).toEqual({ status: 'pending' });
    expect(await dd.paymentStatus(id, later(SETTLE))).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
      message: testBankAccounts.insufficientFunds.decline.message,
      retryable: true,
    });
  });

  it('87-14-27 46238510: the bank cancels the mandate, so its payments fail (not retryable)', async () => {
    const id = await pendingPayment(testBankAccounts.mandateCancelled);
    expect(await providers().direct_debit.paymentStatus(id, later(SETTLE))).toEqual({
      status: 'declined',
      reason: 'mandate_cancelled',
      message: testBankAccounts.mandateCancelled.decline.message,
      retryable: false,
    });
  });

  it('a valid account that is not a test account succeeds', async () => {
    const id = await pendingPayment({ ...testBankAccounts.succeeds, sortCode: '10-79-99', accountNumber: '12345679' });
    expect(await providers().direct_debit.paymentStatus(id, later(SETTLE))).toEqual({ status: 'completed' });
  });

  it('uses the configured settle delay, and ids settle by the delay they were submitted with', async () => {
    const method = await mandateFor(testBankAccounts.succeeds);
    const quick = await providers(0).direct_debit.charge(chargeOf(method));
    if (quick.status !== 'pending') throw new Error('expected pending');
    expect(await providers(0).direct_debit.paymentStatus(quick.providerPaymentId, now)).toEqual({
      status: 'completed',
    });
    // Read by a replica configured with a longer delay: the payment keeps its own.
    expect(await providers(3600).direct_debit.paymentStatus(quick.providerPaymentId, now)).toEqual({
      status: 'completed',
    });
  });

  it('is stateless: a second instance reads the first one’s mandate and payment ids', async () => {
    const method = await mandateFor(testBankAccounts.insufficientFunds);
    const outcome = await createPaymentProviders({ settleSeconds: SETTLE }).direct_debit.charge(chargeOf(method));
    if (outcome.status !== 'pending') throw new Error('expected pending');
    const another = createPaymentProviders({ settleSeconds: SETTLE }).direct_debit;
    expect(await another.paymentStatus(outcome.providerPaymentId, later(SETTLE))).toMatchObject({
      reason: 'insufficient_funds',
    });
    expect(await another.charge(chargeOf(method))).toEqual(outcome);
  });

  it('refuses a forged or foreign payment id and mandate', async () => {
    const id = await pendingPayment(testBankAccounts.insufficientFunds);
    const [body, signature] = id.slice(2).split('.');
    const payload = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, b: 'succeeds' })).toString('base64url');
    const dd = providers().direct_debit;
    await expect(dd.paymentStatus(`PM${forgedBody}.${signature}`, later(SETTLE))).rejects.toThrow(
      'Not a Direct Debit payment of this sandbox',
    );
    await expect(dd.paymentStatus('PM123', now)).rejects.toThrow();
    const method = await mandateFor(testBankAccounts.succeeds);
    await expect(dd.charge(chargeOf({ ...method, providerToken: 'MD0000ABCDEF' }))).rejects.toThrow(
      'Not a mandate of this sandbox',
    );
  });

  it('validates the account holder, the bank account and the mandate confirmation together', async () => {
    const input = { ...ddInput(modulusFailingAccount, false), accountHolder: ' ' };
    await expect(providers().direct_debit.savePaymentMethod(input, context)).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
      message: 'Check the payment details',
      fieldErrors: [
        { path: 'accountHolder', message: "Enter the account holder's name" },
        { path: 'accountNumber', message: modulusFailingAccount.message },
        { path: 'mandateConfirmed', message: 'Confirm the Direct Debit mandate' },
      ],
    });
  });

  it('requires the mandate to be confirmed even for a valid account', async () => {
    await expect(
      providers().direct_debit.savePaymentMethod(ddInput(testBankAccounts.succeeds, false), context),
    ).rejects.toMatchObject({
      fieldErrors: [{ path: 'mandateConfirmed', message: 'Confirm the Direct Debit mandate' }],
    });
  });

  it('refuses sort codes and account numbers of the wrong shape', async () => {
    await expect(
      providers().direct_debit.savePaymentMethod(ddInput({ sortCode: '12-34', accountNumber: '12' }), context),
    ).rejects.toMatchObject({
      fieldErrors: [
        { path: 'sortCode', message: 'Enter a 6-digit sort code' },
        { path: 'accountNumber', message: 'Enter an account number of 6 to 10 digits' },
      ],
    });
  });
});
