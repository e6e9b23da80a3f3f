import { randomUUID } from 'node:crypto';
import type { billingRpc } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { type GoCardlessTestBankAccount, gocardlessTestBankAccounts } from '@localpros/payment-stand-ins';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, subscriptions, transactions } from '../src/schema.js';
import { useBillingWithStandIns } from './support/billing-with-stand-ins.js';

/**
 * Leads follow the money by Direct Debit (issue 22): none until GoCardless has set the mandate up,
 * none the moment the first payment fails, none again until a payment is actually collected, and
 * a bank account whose mandate failed is never used again.
 */
const started = useBillingWithStandIns();
const db = () => started().database.db;
const asBusiness = (id: string) => testCaller({ user: { id, type: 'business' } });
const statusOf = async (businessId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.businessId, businessId)))[0]?.status;
const paymentsOf = async (businessId: string) =>
  (
    await db()
      .select()
      .from(transactions)
      .where(eq(transactions.businessId, businessId))
      .orderBy(transactions.createdAt)
  ).map((t) => [t.kind, t.status]);
const eventsOf = async (type: string, businessId: string) =>
  (await db().select().from(outbox).where(eq(outbox.type, type))).filter(
    (row) => (row.payload as { businessId?: string }).businessId === businessId,
  );
const bank = (account: GoCardlessTestBankAccount): billingRpc.PaymentMethodInput => ({
  directDebit: {
    accountHolder: account.accountHolder,
    sortCode: account.sortCode,
    accountNumber: account.accountNumber,
    mandateConfirmed: true,
  },
});
const subscribe = (businessId: string, paymentMethod: billingRpc.PaymentMethodInput) =>
  started().billing.subscribe(
    { businessId, packageId: 'standard', promoCode: '', idempotencyKey: randomUUID(), paymentMethod },
    asBusiness(businessId),
  );
const renew = (businessId: string, paymentMethod?: billingRpc.PaymentMethodInput) =>
  started().billing.renewSubscription(
    { businessId, idempotencyKey: randomUUID(), paymentMethod },
    asBusiness(businessId),
  );
const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted').catch((error: RpcError) => error);
const bankSettles = () => started().standIns.goCardless.settleAll();

describe('Direct Debit', () => {
  it('a failing account: leads once the mandate is active, none from the moment the first payment fails', async () => {
    const businessId = randomUUID();
    await subscribe(businessId, bank(gocardlessTestBankAccounts.insufficientFunds));
    expect(await statusOf(businessId)).toBe('incomplete');
    // Subscribing again while the first payment is on its way is refused (it could take the money twice).
    expect(await refusal(subscribe(businessId, bank(gocardlessTestBankAccounts.succeeds)))).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      message: expect.stringContaining('Your Direct Debit payment is on its way'),
    });

    await bankSettles();
    // The mandate became active (leads), then the payment failed: lapsed at once, and told.
    expect(await eventsOf('SubscriptionActivated', businessId)).toHaveLength(1);
    expect(await statusOf(businessId)).toBe('lapsed');
    expect(await paymentsOf(businessId)).toEqual([['subscription', 'FAILED']]);
    expect(await eventsOf('SubscriptionLapsed', businessId)).toHaveLength(1);
    expect(await eventsOf('PaymentFailed', businessId)).toHaveLength(1);

    // Renewing with the same account: submitted, but still no leads until the bank pays…
    await renew(businessId);
    expect(await statusOf(businessId)).toBe('lapsed');
    expect(await refusal(renew(businessId))).toMatchObject({ code: GrpcStatus.FAILED_PRECONDITION });
    // …and it does not: still lapsed, for ever, with nothing collected.
    await bankSettles();
    expect(await statusOf(businessId)).toBe('lapsed');
    expect(await paymentsOf(businessId)).toEqual([
      ['subscription', 'FAILED'],
      ['renewal', 'FAILED'],
    ]);
  });

  it('paying again by Direct Debit after a failure restores leads only once the money is collected', async () => {
    const businessId = randomUUID();
    await subscribe(businessId, bank(gocardlessTestBankAccounts.insufficientFunds));
    await bankSettles();
    expect(await statusOf(businessId)).toBe('lapsed');

    await renew(businessId, bank(gocardlessTestBankAccounts.succeeds));
    expect(await statusOf(businessId)).toBe('lapsed');
    await bankSettles();
    expect(await statusOf(businessId)).toBe('active');
    expect((await paymentsOf(businessId)).at(-1)).toEqual(['renewal', 'COMPLETED']);
  });

  it('a refused mandate gives no leads, and its bank account cannot be used again', async () => {
    const businessId = randomUUID();
    await subscribe(businessId, bank(gocardlessTestBankAccounts.mandateRefused));
    await bankSettles();
    expect(await statusOf(businessId)).toBe('incomplete');
    expect(await eventsOf('SubscriptionActivated', businessId)).toHaveLength(0);
    expect(await paymentsOf(businessId)).toEqual([['subscription', 'FAILED']]);

    expect(await refusal(subscribe(businessId, bank(gocardlessTestBankAccounts.mandateRefused)))).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      fieldErrors: [{ path: 'paymentMethod', message: 'Your bank could not set up the Direct Debit' }],
    });
  });

  it('a good account: leads when the mandate is active, kept when the payment is collected', async () => {
    const businessId = randomUUID();
    await subscribe(businessId, bank(gocardlessTestBankAccounts.succeeds));
    expect(await statusOf(businessId)).toBe('incomplete');
    await bankSettles();
    expect(await statusOf(businessId)).toBe('active');
    expect(await paymentsOf(businessId)).toEqual([['subscription', 'COMPLETED']]);
    expect(await eventsOf('SubscriptionActivated', businessId)).toHaveLength(1);
  });
});

describe('upgrading', () => {
  it('is refused unless the subscription is active (a past-due one would pay nothing)', async () => {
    const businessId = randomUUID();
    await subscribe(businessId, bank(gocardlessTestBankAccounts.succeeds));
    await bankSettles();
    await db().update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.businessId, businessId));
    const refused = await refusal(
      started().billing.changePackage(
        { businessId, packageId: 'premium', idempotencyKey: randomUUID() },
        asBusiness(businessId),
      ),
    );
    expect(refused).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      message: 'Pay what is due before you upgrade: Settings → Billing → Pay now',
    });
    expect(await paymentsOf(businessId)).toEqual([['subscription', 'COMPLETED']]);
  });
});
