import { randomUUID } from 'node:crypto';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { gocardlessTestBankAccounts, squareTestCards, tokenizeTestCard } from '@localpros/payment-stand-ins';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, paymentMethods, providerEvents, subscriptions, transactions } from '../src/schema.js';
import { useBillingWithStandIns } from './support/billing-with-stand-ins.js';

/**
 * The providers' webhooks, end to end: the stand-ins post signed events to a receiver that hands
 * them to billing as the BFF does, and billing's state follows.
 */
const started = useBillingWithStandIns();
const db = () => started().database.db;
const asBusiness = (id: string) => testCaller({ user: { id, type: 'business' } });
const statusOf = async (businessId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.businessId, businessId)))[0]?.status;
const paymentsOf = (businessId: string) =>
  db().select().from(transactions).where(eq(transactions.businessId, businessId));
const eventsOf = async (type: string, businessId: string) =>
  (await db().select().from(outbox).where(eq(outbox.type, type))).filter(
    (row) => (row.payload as { businessId?: string }).businessId === businessId,
  );

describe("GoCardless's webhooks", () => {
  it('activate the mandate and settle the first payment, once however often they arrive', async () => {
    const businessId = randomUUID();
    const account = gocardlessTestBankAccounts.succeeds;
    await started().billing.subscribe(
      {
        businessId,
        packageId: 'standard',
        promoCode: '',
        idempotencyKey: randomUUID(),
        paymentMethod: {
          directDebit: {
            accountHolder: account.accountHolder,
            sortCode: account.sortCode,
            accountNumber: account.accountNumber,
            mandateConfirmed: true,
          },
        },
      },
      asBusiness(businessId),
    );
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.businessId, businessId));
    const [payment] = await paymentsOf(businessId);
    expect(method?.mandateStatus).toBe('pending_submission');
    expect(payment?.status).toBe('PENDING');
    // No leads before GoCardless has set the Direct Debit up.
    expect(await statusOf(businessId)).toBe('incomplete');

    await started().standIns.goCardless.simulate('stand_in_settle', method?.providerToken ?? '');
    // No renewal pass ran: the webhooks alone moved the state.
    const [active] = await db().select().from(paymentMethods).where(eq(paymentMethods.businessId, businessId));
    expect(active?.mandateStatus).toBe('active');
    expect(await statusOf(businessId)).toBe('active');
    expect(await eventsOf('SubscriptionActivated', businessId)).toHaveLength(1);
    await started().standIns.goCardless.simulate('stand_in_settle', payment?.providerPaymentId ?? '');
    expect((await paymentsOf(businessId)).map((t) => t.status)).toEqual(['COMPLETED']);
    expect(await eventsOf('PaymentSucceeded', businessId)).toHaveLength(1);

    // GoCardless delivers at least once: the same webhook again applies nothing.
    const before = started().answers.length;
    const last = started().standIns.goCardless.webhooks.at(-1);
    await started().standIns.goCardless.retryWebhook(last?.id ?? '');
    expect(started().answers.slice(before)).toEqual([{ provider: 'gocardless', applied: 0 }]);
    expect(await eventsOf('PaymentSucceeded', businessId)).toHaveLength(1);
  });

  it('refuse a body whose signature is missing, wrong or for another body, and change nothing', async () => {
    const [sent] = started().standIns.goCardless.webhooks;
    if (!sent) throw new Error('no webhook sent yet');
    const before = await db().select().from(providerEvents);
    const tampered = `${sent.body} `;
    const signatures: Record<string, string>[] = [
      {},
      { 'webhook-signature': '0'.repeat(64) },
      { 'webhook-signature': sent.signature },
    ];
    for (const headers of signatures) {
      const refused = await started()
        .billing.receiveProviderWebhook({ provider: 'gocardless', rawBody: tampered, headers, url: 'http://x/' })
        .catch((error: RpcError) => error);
      expect(refused).toMatchObject({ code: GrpcStatus.UNAUTHENTICATED });
    }
    expect(await db().select().from(providerEvents)).toEqual(before);
  });
});

describe("Square's webhooks", () => {
  it('are verified with the URL they were posted to, and a completed card payment is not settled twice', async () => {
    const businessId = randomUUID();
    const sourceId = await tokenizeTestCard(started().standIns.square.url, {
      number: squareTestCards.visa.number,
      expMonth: 12,
      expYear: 2045,
      cvc: '123',
      postcode: 'SW4 7AA',
    });
    await started().billing.subscribe(
      {
        businessId,
        packageId: 'premium',
        promoCode: '',
        idempotencyKey: randomUUID(),
        paymentMethod: { card: { sourceId, verificationToken: '', cardholderName: 'Bea Brush', postcode: 'SW4 7AA' } },
      },
      asBusiness(businessId),
    );
    await started().standIns.square.webhooksSettled();
    const [payment] = await paymentsOf(businessId);
    expect(payment?.status).toBe('COMPLETED');
    const seen = await db()
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.resourceId, payment?.providerPaymentId ?? ''));
    expect(seen).toEqual([expect.objectContaining({ provider: 'square', kind: 'payment_confirmed' })]);
    expect(await eventsOf('PaymentSucceeded', businessId)).toHaveLength(1);
    expect(started().answers.filter((a) => a.provider === 'square' && a.code !== undefined)).toEqual([]);
  });
});
