import {
  AdminActionRecorded,
  adminAction,
  type billingRpc,
  SubscriptionCancelled,
  SubscriptionLapsed,
} from '@localpros/contracts';
import { isStorableTime, parseOrInvalid, RpcError } from '@localpros/kit';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { settlePayment } from '../charges/settle-payment.js';
import type { BillingContext } from '../context.js';
import { addMonth } from '../domain/billing-period.js';
import { transition } from '../domain/subscription-state.js';
import { paymentMethods, subscriptions, transactions } from '../schema.js';
import { recordSnapshot } from '../subscriptions/subscription-snapshot.js';
import { dueItems, forEachDue } from './due-work.js';
import { renewPeriod } from './renew-period.js';

type Counts = billingRpc.RunRenewalsResponse;

/** The pass's clock: now, or (outside production only) the request's asOf, so tests can live a month. */
export function passTime(context: BillingContext, asOf: string): Date {
  if (!asOf) return context.now();
  if (context.config.production) throw RpcError.invalidArgument('asOf is not accepted in production');
  const at = new Date(asOf);
  if (!isStorableTime(at) || !/^\d{4}-\d{2}-\d{2}T/.test(asOf)) {
    throw RpcError.invalidArgument('asOf must be an ISO 8601 date and time');
  }
  return at;
}

/** Direct Debit payments submitted and not yet settled: completed, or failed (the subscription past due). */
async function settlePayments(context: BillingContext, now: Date, counts: Counts) {
  const due = await dueItems(
    context,
    sql`select id, business_id from billing.transactions
        where status = 'PENDING' and provider_payment_id is not null and created_at <= ${now.toISOString()}::timestamptz
        order by created_at limit 1000`,
  );
  await forEachDue(context, due, async (tx, events, id) => {
    const [payment] = await tx.select().from(transactions).where(eq(transactions.id, id));
    if (payment?.status !== 'PENDING' || !payment.providerPaymentId || !payment.paymentMethodId) return null;
    const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId));
    if (!method) return null;
    const status = await context.providers[method.type].paymentStatus(payment.providerPaymentId, now);
    if (status.status === 'pending') return null;
    const outcome = await settlePayment(tx, events, payment, method, status, now);
    if (outcome === 'settled') counts.settled++;
    if (outcome === 'failed') counts.failed++;
    return outcome && id;
  });
}

/** Past due beyond the grace period: lapsed, no more leads. */
async function lapse(context: BillingContext, now: Date, counts: Counts) {
  const due = await dueItems(
    context,
    sql`select id, business_id from billing.subscriptions
        where status = 'past_due' and grace_ends_at <= ${now.toISOString()}::timestamptz limit 1000`,
  );
  await forEachDue(context, due, async (tx, events, id) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (row?.status !== 'past_due' || !row.graceEndsAt || row.graceEndsAt > now) return null;
    const [lapsed] = await tx
      .update(subscriptions)
      .set({ status: transition(row.status, 'grace_ended'), nextRetryAt: null, updatedAt: now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (lapsed) await recordSnapshot(events, SubscriptionLapsed, lapsed, now);
    counts.lapsed++;
    return id;
  });
}

/** Past due with a retry due: the unpaid period charged again. */
async function retry(context: BillingContext, now: Date, counts: Counts) {
  const due = await dueItems(
    context,
    sql`select id, business_id from billing.subscriptions
        where status = 'past_due' and next_retry_at <= ${now.toISOString()}::timestamptz
          and grace_ends_at > ${now.toISOString()}::timestamptz limit 1000`,
  );
  await forEachDue(context, due, async (tx, events, id) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (row?.status !== 'past_due' || !row.nextRetryAt || row.nextRetryAt > now) return null;
    // The period the declined charge was for (a renewal's next month, or a first Direct Debit month).
    const [unpaid] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.subscriptionId, id), eq(transactions.status, 'FAILED')))
      .orderBy(desc(transactions.createdAt))
      .limit(1);
    const periodStart = unpaid?.periodStart ?? row.currentPeriodEnd;
    const periodEnd = unpaid?.periodEnd ?? addMonth(periodStart);
    const attempt = row.retryCount + 2;
    const result = await renewPeriod(context, tx, events, row, {
      periodStart,
      periodEnd,
      idempotencyKey: `renewal:${row.id}:${periodStart.toISOString()}:${attempt}`,
      attempt,
      now,
      onSuccess: 'renewal_succeeded',
    });
    counts.retried++;
    if (result.outcome === 'declined') counts.failed++;
    return id;
  });
}

/** Periods that ended: a cancelled subscription ends; any other active one is charged for the next month. */
async function endOfPeriod(context: BillingContext, now: Date, counts: Counts): Promise<number> {
  const due = await dueItems(
    context,
    sql`select id, business_id from billing.subscriptions
        where status = 'active' and current_period_end <= ${now.toISOString()}::timestamptz limit 1000`,
  );
  const done = await forEachDue(context, due, async (tx, events, id) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    if (row?.status !== 'active' || row.currentPeriodEnd > now) return null;
    if (row.cancelAtPeriodEnd) {
      const [ended] = await tx
        .update(subscriptions)
        .set({ status: transition(row.status, 'period_ended'), updatedAt: now })
        .where(eq(subscriptions.id, id))
        .returning();
      if (ended) await recordSnapshot(events, SubscriptionCancelled, ended, now);
      counts.ended++;
      return id;
    }
    const periodStart = row.currentPeriodEnd;
    const result = await renewPeriod(context, tx, events, row, {
      periodStart,
      periodEnd: addMonth(periodStart),
      idempotencyKey: `renewal:${row.id}:${periodStart.toISOString()}:1`,
      attempt: 1,
      now,
      onSuccess: 'renewal_succeeded',
    });
    if (result.outcome === 'declined') counts.failed++;
    else counts.renewed++;
    return id;
  });
  return done.length;
}

/**
 * One renewal pass at `now`: settles Direct Debit payments, lapses subscriptions past their grace,
 * retries due past-due ones and renews (or ends) those whose period ended — until nothing is due
 * (a clock moved on by months renews month by month). The scheduler runs it every
 * BILLING_RENEWAL_INTERVAL_MS on every replica; RunRenewals runs it on demand.
 */
/** One renewal pass at the request's time (the scheduler's, or an admin's: runRenewalsForAdmin). */
export async function runRenewals(context: BillingContext, request: { asOf?: string }): Promise<Counts> {
  const now = passTime(context, request.asOf ?? '');
  const counts: Counts = { renewed: 0, failed: 0, retried: 0, lapsed: 0, ended: 0, settled: 0 };
  for (let round = 0; round < 24; round++) {
    await settlePayments(context, now, counts);
    await lapse(context, now, counts);
    await retry(context, now, counts);
    if ((await endOfPeriod(context, now, counts)) === 0) break;
  }
  return counts;
}

const adminRequest = z.object({ adminId: z.uuid('adminId must be the admin running the pass') });

/**
 * A pass an admin asked for, in the audit log with what it did (or that it failed). The pass is
 * many transactions of its own, so the record follows it rather than sharing one.
 */
export async function runRenewalsForAdmin(
  context: BillingContext,
  request: billingRpc.RunRenewalsRequest,
): Promise<Counts> {
  const { adminId } = parseOrInvalid(adminRequest, request);
  const asOf = request.asOf ? ` as of ${request.asOf}` : '';
  const audit = (detail: string) =>
    context.outbox.transaction((_tx, events) =>
      events.record(AdminActionRecorded, adminAction(adminId, 'renewals_run', { type: 'renewals', id: null }, detail)),
    );
  let counts: Counts;
  try {
    counts = await runRenewals(context, request);
  } catch (error) {
    if (!(error instanceof RpcError)) await audit(`renewal pass${asOf} failed`);
    throw error;
  }
  const done = Object.entries(counts)
    .map(([what, n]) => `${what} ${n}`)
    .join(', ');
  await audit(`renewal pass${asOf}: ${done}`);
  return counts;
}
