import { randomUUID } from 'node:crypto';
import { billingPackages, type PackageId, type serviceContracts } from '@localpros/contracts';
import { createLogger, GrpcStatus, InProcessBus, prepareService, type RpcClient, type RpcError } from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import {
  type PaymentStandIns,
  startPaymentStandIns,
  gocardlessTestBankAccounts as testBankAccounts,
  squareTestCards as testCards,
  tokenizeTestCard,
} from '@localpros/payment-stand-ins';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBillingConfig } from '../src/config.js';
import { addMonth } from '../src/domain/billing-period.js';
import { billingService } from '../src/index.js';
import { declines } from '../src/payments/declines.js';
import type { PaymentMethodInput, PaymentProviders } from '../src/payments/payment-provider.js';
import { createPaymentProviders } from '../src/payments/providers.js';
import { outbox, paymentMethods, subscriptions, transactions } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Billing = RpcClient<typeof serviceContracts.billing.definition>;
const DAY = 24 * 3600 * 1000;

// Square and GoCardless stood in: billing's adapters and the real SDKs, as in production. The
// stand-in settles a Direct Debit only when a test says so (its scenario simulator), never by the clock.
let standIns: PaymentStandIns;
let providers: PaymentProviders;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let billing: Billing;
const adminId = randomUUID();
const admin = testCaller({ user: { id: adminId, type: 'admin' } });
const asBusiness = (id: string) => testCaller({ user: { id, type: 'business' } });

beforeAll(async () => {
  standIns = await startPaymentStandIns({ settleSeconds: 24 * 3600 });
  const env = { BILLING_RENEWAL_INTERVAL_MS: '0', DEMO_DATA: 'false', ...standIns.env };
  providers = createPaymentProviders(loadBillingConfig(env).providers);
  handle = await createTestDatabase();
  const instance = await prepareService(billingService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env,
  });
  billing = testServiceClient(instance, { logger });
});
afterAll(async () => {
  await handle?.drop();
  await standIns?.close();
});

const db = () => handle.database.db;
/** A test card as the Web Payments SDK gives it: a one-time token from the Square stand-in. */
const cardToken = (number: string) =>
  tokenizeTestCard(standIns.square.url, { number, expMonth: 12, expYear: 2045, cvc: '123', postcode: 'SW1A 1AA' });
const card = async (number: string): Promise<PaymentMethodInput> => ({
  type: 'card',
  sourceId: await cardToken(number),
  verificationToken: null,
  cardholderName: 'Bea Brush',
  postcode: 'SW1A 1AA',
});
const bank = (account: { sortCode: string; accountNumber: string }): PaymentMethodInput => ({
  type: 'direct_debit',
  accountHolder: 'Bea Brush',
  sortCode: account.sortCode,
  accountNumber: account.accountNumber,
  mandateConfirmed: true,
});

/** An active subscription whose period runs [start, start + 1 month), paid with `method`. */
async function activeSubscription(method: PaymentMethodInput, start: Date, packageId: PackageId = 'standard') {
  const businessId = randomUUID();
  const saved = await providers[method.type].savePaymentMethod(method, { businessId, now: start });
  if (saved.status !== 'saved') throw new Error('test method was declined');
  const [pm] = await db()
    .insert(paymentMethods)
    .values({ businessId, ...saved.method })
    .returning();
  const [row] = await db()
    .insert(subscriptions)
    .values({
      businessId,
      packageId,
      status: 'active',
      amountPence: billingPackages[packageId].pricePence,
      currentPeriodStart: start,
      currentPeriodEnd: addMonth(start),
      paymentMethodId: pm?.id,
    })
    .returning();
  if (!row) throw new Error('no subscription row');
  return row;
}

const pass = (at: Date) => billing.runRenewals({ asOf: at.toISOString(), adminId }, admin);
const subscriptionOf = async (id: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const ledgerOf = (id: string) =>
  db().select().from(transactions).where(eq(transactions.subscriptionId, id)).orderBy(transactions.createdAt);
const eventsOf = async (type: string, businessId: string) =>
  (await db().select().from(outbox).where(eq(outbox.type, type))).filter(
    (row) => (row.payload as { businessId?: string }).businessId === businessId,
  );
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

describe('renewals', () => {
  it('renews a paid-up subscription at its period end, once however often the pass runs', async () => {
    const start = new Date('2031-01-31T09:00:00.000Z');
    const sub = await activeSubscription(await card(testCards.visa.number), start);
    expect((await pass(new Date('2031-02-27T09:00:00.000Z'))).renewed).toBe(0);
    const end = new Date('2031-02-28T09:00:00.000Z');
    expect(sub.currentPeriodEnd.toISOString()).toBe(end.toISOString());
    await pass(new Date('2031-02-28T10:00:00.000Z'));
    await pass(new Date('2031-02-28T11:00:00.000Z'));
    const renewed = await subscriptionOf(sub.id);
    expect(renewed).toMatchObject({ status: 'active' });
    expect(renewed?.currentPeriodStart.toISOString()).toBe(end.toISOString());
    expect(renewed?.currentPeriodEnd.toISOString()).toBe('2031-03-28T09:00:00.000Z');
    const ledger = await ledgerOf(sub.id);
    expect(ledger.map((t) => [t.kind, t.status, t.amountPence, t.vatPence])).toEqual([
      ['renewal', 'COMPLETED', 9500, 1583],
    ]);
    expect(await eventsOf('PaymentSucceeded', sub.businessId)).toHaveLength(1);
  });

  it('declines → past due with retries on days 1, 3 and 5 → lapsed after 7 days; paying again restores it', async () => {
    const start = new Date('2031-03-01T12:00:00.000Z');
    const sub = await activeSubscription(await card(testCards.insufficientFunds.number), start);
    const declinedAt = new Date('2031-04-01T12:00:00.000Z');
    // Counts are of the whole database (other tests' subscriptions too): the rows tell this one's story.
    expect((await pass(declinedAt)).failed).toBeGreaterThanOrEqual(1);
    let row = await subscriptionOf(sub.id);
    expect(row).toMatchObject({ status: 'past_due', retryCount: 0 });
    expect(row?.graceEndsAt?.getTime()).toBe(declinedAt.getTime() + 7 * DAY);
    expect(row?.nextRetryAt?.getTime()).toBe(declinedAt.getTime() + DAY);
    expect(await eventsOf('SubscriptionPastDue', sub.businessId)).toHaveLength(1);
    expect(await eventsOf('PaymentFailed', sub.businessId)).toHaveLength(1);

    for (const [day, retries] of [
      [1, 1],
      [3, 2],
      [5, 3],
    ] as const) {
      expect((await pass(new Date(declinedAt.getTime() + day * DAY + 1000))).retried).toBeGreaterThanOrEqual(1);
      row = await subscriptionOf(sub.id);
      expect(row).toMatchObject({ status: 'past_due', retryCount: retries });
    }
    expect(row?.nextRetryAt).toBeNull();
    await pass(new Date(declinedAt.getTime() + 6 * DAY));
    expect(await subscriptionOf(sub.id)).toMatchObject({ status: 'past_due', retryCount: 3 });
    expect((await pass(new Date(declinedAt.getTime() + 7 * DAY))).lapsed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(sub.id)).toMatchObject({ status: 'lapsed' });
    expect(await eventsOf('SubscriptionLapsed', sub.businessId)).toHaveLength(1);
    expect((await ledgerOf(sub.id)).map((t) => t.status)).toEqual(['FAILED', 'FAILED', 'FAILED', 'FAILED']);

    // Paying with a new card restores it; the same key again charges nothing more.
    const key = randomUUID();
    const nonce = await cardToken(testCards.visa.number);
    const renew = () =>
      billing.renewSubscription(
        {
          businessId: sub.businessId,
          idempotencyKey: key,
          paymentMethod: {
            card: {
              sourceId: nonce,
              verificationToken: '',
              cardholderName: 'Bea Brush',
              postcode: 'SW1A 1AA',
            },
          },
        },
        asBusiness(sub.businessId),
      );
    const restored = await renew();
    expect(restored.subscription).toMatchObject({ status: 'active' });
    expect(restored.paymentMethod).toMatchObject({ type: 'card', last4: '4242' });
    await expect(renew()).rejects.toMatchObject({ code: GrpcStatus.FAILED_PRECONDITION });
    expect((await ledgerOf(sub.id)).filter((t) => t.status === 'COMPLETED')).toHaveLength(1);
    expect(await eventsOf('SubscriptionActivated', sub.businessId)).toHaveLength(1);
  });

  it('refuses renewing a subscription that does not need it, and keeps a declined renewal in the ledger', async () => {
    const sub = await activeSubscription(await card(testCards.visa.number), new Date());
    const refused = await failure(
      billing.renewSubscription(
        { businessId: sub.businessId, idempotencyKey: randomUUID(), paymentMethod: undefined },
        asBusiness(sub.businessId),
      ),
    );
    expect(refused).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      message: 'Your subscription does not need renewing',
    });

    const due = await activeSubscription(
      await card(testCards.insufficientFunds.number),
      new Date(Date.now() - 40 * DAY),
    );
    await pass(new Date());
    const declined = await failure(
      billing.renewSubscription(
        { businessId: due.businessId, idempotencyKey: randomUUID(), paymentMethod: undefined },
        asBusiness(due.businessId),
      ),
    );
    expect(declined).toMatchObject({
      code: GrpcStatus.FAILED_PRECONDITION,
      fieldErrors: [{ path: 'paymentMethod', message: declines.cardInsufficientFunds.message }],
    });
    expect((await ledgerOf(due.id)).map((t) => t.status)).toEqual(['FAILED', 'FAILED']);
  });

  it('ends a cancelled subscription at its period end and applies a waiting downgrade at the renewal', async () => {
    const start = new Date('2031-06-10T08:00:00.000Z');
    const cancelled = await activeSubscription(await card(testCards.visa.number), start);
    await db().update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.id, cancelled.id));
    const downgraded = await activeSubscription(await card(testCards.visa.number), start, 'premium');
    await db().update(subscriptions).set({ pendingPackageId: 'standard' }).where(eq(subscriptions.id, downgraded.id));

    const counts = await pass(new Date('2031-07-10T08:00:00.000Z'));
    expect(counts.ended).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(cancelled.id)).toMatchObject({ status: 'cancelled' });
    expect(await ledgerOf(cancelled.id)).toEqual([]);
    expect(await eventsOf('SubscriptionCancelled', cancelled.businessId)).toHaveLength(1);
    expect(await subscriptionOf(downgraded.id)).toMatchObject({
      status: 'active',
      packageId: 'standard',
      amountPence: 9500,
      pendingPackageId: null,
    });
    expect((await ledgerOf(downgraded.id)).map((t) => [t.packageId, t.amountPence])).toEqual([['standard', 9500]]);
  });

  it('settles Direct Debit payments when GoCardless says so; a failing account makes the subscription past due', async () => {
    const start = new Date('2031-08-01T08:00:00.000Z');
    const paying = await activeSubscription(bank(testBankAccounts.succeeds), start);
    const failing = await activeSubscription(bank(testBankAccounts.insufficientFunds), start);
    const renewalAt = new Date('2031-09-01T08:00:00.000Z');
    await pass(renewalAt);
    for (const sub of [paying, failing]) {
      expect((await ledgerOf(sub.id)).map((t) => t.status)).toEqual(['PENDING']);
      expect(await subscriptionOf(sub.id)).toMatchObject({ status: 'active' });
    }
    // Submitted, not yet collected: the pass asks GoCardless and leaves both pending.
    await pass(new Date(renewalAt.getTime() + 60_000));
    for (const sub of [paying, failing]) expect((await ledgerOf(sub.id)).map((t) => t.status)).toEqual(['PENDING']);

    for (const sub of [paying, failing]) {
      const [payment] = await ledgerOf(sub.id);
      await standIns.goCardless.simulate('stand_in_settle', payment?.providerPaymentId ?? '');
    }
    const settled = await pass(new Date(renewalAt.getTime() + 120_000));
    expect(settled.settled).toBeGreaterThanOrEqual(1);
    expect((await ledgerOf(paying.id)).map((t) => t.status)).toEqual(['COMPLETED']);
    expect((await ledgerOf(failing.id)).map((t) => t.status)).toEqual(['FAILED']);
    expect(await subscriptionOf(failing.id)).toMatchObject({ status: 'past_due' });
    expect(await eventsOf('PaymentSucceeded', paying.businessId)).toHaveLength(1);
    expect(await eventsOf('PaymentFailed', failing.businessId)).toHaveLength(1);
  });

  it('charges each due subscription exactly once when two passes run at the same time (two replicas)', async () => {
    const start = new Date('2032-01-05T08:00:00.000Z');
    const subs = await Promise.all(
      Array.from({ length: 20 }, async () => activeSubscription(await card(testCards.visa.number), start)),
    );
    const at = new Date('2032-02-05T09:00:00.000Z');
    const [a, b] = await Promise.all([pass(at), pass(at)]);
    expect((a?.renewed ?? 0) + (b?.renewed ?? 0)).toBeGreaterThanOrEqual(20);
    const counts = await db()
      .select({ subscriptionId: transactions.subscriptionId, n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(sql`${transactions.subscriptionId} = any(${`{${subs.map((s) => s.id).join(',')}}`}::uuid[])`))
      .groupBy(transactions.subscriptionId);
    expect(counts).toHaveLength(20);
    expect(counts.every((row) => row.n === 1)).toBe(true);
  });

  it('takes asOf only as an ISO date and time', async () => {
    await expect(billing.runRenewals({ asOf: 'next tuesday', adminId }, admin)).rejects.toMatchObject({
      code: GrpcStatus.INVALID_ARGUMENT,
    });
  });

  it('puts a pass an admin ran in the audit log, with what it did', async () => {
    // Before any test's subscription is due: a pass with nothing to do.
    const asOf = '2020-06-01T00:00:00.000Z';
    const counts = await billing.runRenewals({ asOf, adminId }, admin);
    const recorded = (await db().select().from(outbox).where(eq(outbox.type, 'AdminActionRecorded')))
      .map((row) => row.payload as { adminId: string; action: string; targetType: string; detail: string })
      .filter((p) => p.action === 'renewals_run' && p.detail.includes(asOf));
    expect(recorded).toEqual([
      expect.objectContaining({
        adminId,
        targetType: 'renewals',
        detail: `renewal pass as of ${asOf}: ${Object.entries(counts)
          .map(([what, n]) => `${what} ${n}`)
          .join(', ')}`,
      }),
    ]);
    // Only the admin whose token it is may be named.
    const other = await billing.runRenewals({ asOf, adminId: randomUUID() }, admin).catch((e: RpcError) => e);
    expect((other as RpcError).code).toBe(GrpcStatus.PERMISSION_DENIED);
  });
});
