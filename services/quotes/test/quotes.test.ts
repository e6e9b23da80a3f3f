import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  insightsMonths,
  JobCancelled,
  QuoteAccepted,
  QuoteCancelled,
  QuoteDeclined,
  QuoteSent,
  type quotesRpc,
  type serviceContracts,
  ukTime,
  ukWallClock,
} from '@localpros/contracts';
import {
  createEnvelope,
  createLogger,
  GrpcStatus,
  InProcessBus,
  idempotentHandler,
  prepareService,
  type RpcClient,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase, testCaller, testServiceClient } from '@localpros/kit/testing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotesService } from '../src/index.js';
import { quoteInsightsQuery } from '../src/insights/quote-insights.js';
import { jobConsumers } from '../src/quotes/job-events.js';
import { cancelledJobs, outbox, quotes as quotesTable } from '../src/schema.js';

const logger = createLogger({ name: 'test', level: 'silent' });
type Quotes = RpcClient<typeof serviceContracts.quotes.definition>;

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let quotes: Quotes;
const db = () => handle.database.db;

beforeAll(async () => {
  handle = await createTestDatabase();
  const instance = await prepareService(quotesService, {
    database: handle.database,
    bus: new InProcessBus({ logger }),
    logger,
    env: {},
  });
  quotes = testServiceClient(instance, { logger });
});
afterAll(() => handle.drop());

/** Call options acting for this user, as the BFF's caller token would say. */
const actingAs = (id: string, type: string) => testCaller({ user: { id, type } });
/** The quote's business sends it. */
const sendQuote = (request: quotesRpc.SendQuoteRequest) =>
  quotes.sendQuote(request, actingAs(request.businessId, 'business'));

const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

const aQuote = (overrides: Partial<Parameters<Quotes['sendQuote']>[0]> = {}) => ({
  businessId: randomUUID(),
  leadId: randomUUID(),
  jobId: randomUUID(),
  customerId: randomUUID(),
  costPence: 12_550,
  currency: 'GBP',
  rateType: 'hourly',
  comments: 'Two cleaners, half a day',
  serviceId: '',
  location: '',
  ...overrides,
});

/** Delivers JobCancelled through the service's own idempotent consumer, as the bus would. */
async function deliverJobCancelled(envelope: EventEnvelope) {
  const eventConsumer = jobConsumers.find((s) => s.event.type === JobCancelled.type);
  if (!eventConsumer) throw new Error('quotes does not consume JobCancelled');
  const handler = idempotentHandler({
    consumer: 'quotes',
    db: db(),
    tables: quotesService.tables,
    eventConsumer,
    logger,
  });
  return handler(envelope, 1);
}

const jobCancelled = (jobId: string) =>
  createEnvelope(JobCancelled, { jobId, customerId: randomUUID(), cancelledAt: new Date().toISOString() });

describe('SendQuote', () => {
  it('stores the quote in pence and answers it', async () => {
    const request = aQuote();
    const { quote } = await sendQuote(request);
    expect(quote).toMatchObject({
      leadId: request.leadId,
      jobId: request.jobId,
      businessId: request.businessId,
      customerId: request.customerId,
      costPence: 12_550,
      currency: 'GBP',
      rateType: 'hourly',
      comments: 'Two cleaners, half a day',
    });
    expect(quote?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(quote?.createdAt ?? ''))).toBe(false);
  });

  it('publishes QuoteSent through the outbox, in the same transaction', async () => {
    const request = aQuote({ rateType: 'flat', costPence: 99 });
    const { quote } = await sendQuote(request);
    const rows = await db().select().from(outbox).where(eq(outbox.type, QuoteSent.type));
    const event = rows.map((r) => r.payload as Record<string, unknown>).find((p) => p.quoteId === quote?.id);
    expect(event).toMatchObject({
      leadId: request.leadId,
      jobId: request.jobId,
      businessId: request.businessId,
      customerId: request.customerId,
      costPence: 99,
      currency: 'GBP',
      rateType: 'flat',
    });
    expect(QuoteSent.payload.safeParse(event).success).toBe(true);
  });

  it('refuses a second quote on the same lead, and records no second event', async () => {
    const request = aQuote();
    await sendQuote(request);
    const before = await db().select().from(outbox).where(eq(outbox.type, QuoteSent.type));
    const error = await failure(sendQuote({ ...request, costPence: 1 }));
    expect(error?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(error?.message).toBe('You have already quoted for this job');
    const after = await db().select().from(outbox).where(eq(outbox.type, QuoteSent.type));
    expect(after).toHaveLength(before.length);
  });

  it('lets only one of two concurrent sends on a lead through', async () => {
    const request = aQuote();
    const results = await Promise.allSettled([sendQuote(request), sendQuote(request)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason.code).toBe(GrpcStatus.ALREADY_EXISTS);
  });

  it('refuses a quote on a cancelled job', async () => {
    const request = aQuote();
    await deliverJobCancelled(jobCancelled(request.jobId));
    const error = await failure(sendQuote(request));
    expect(error?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(error?.message).toBe('This job is no longer active');
    expect(
      (
        await quotes.listQuotedLeadIds(
          { businessId: request.businessId, leadIds: [request.leadId] },
          actingAs(request.businessId, 'business'),
        )
      ).leadIds,
    ).toEqual([]);
  });

  it('rejects a malformed request', async () => {
    const error = await failure(sendQuote(aQuote({ costPence: 0 })));
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const badRate = await failure(sendQuote(aQuote({ rateType: 'weekly' })));
    expect(badRate?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
  });
});

describe('JobCancelled', () => {
  it('is recorded once however often it is delivered', async () => {
    const jobId = randomUUID();
    const envelope = jobCancelled(jobId);
    expect(await deliverJobCancelled(envelope)).toBe('processed');
    expect(await deliverJobCancelled(envelope)).toBe('duplicate');
    // A second, distinct JobCancelled for the same job (e.g. a replay) is harmless too.
    expect(await deliverJobCancelled(jobCancelled(jobId))).toBe('processed');
    expect(await db().select().from(cancelledJobs).where(eq(cancelledJobs.jobId, jobId))).toHaveLength(1);
  });
});

describe('ListQuotedLeadIds', () => {
  it("answers only the business's own quoted leads among those asked", async () => {
    const businessId = randomUUID();
    const quoted = aQuote({ businessId });
    await sendQuote(quoted);
    const otherBusiness = aQuote();
    await sendQuote(otherBusiness);
    const notQuoted = randomUUID();
    const { leadIds } = await quotes.listQuotedLeadIds(
      {
        businessId,
        leadIds: [quoted.leadId, otherBusiness.leadId, notQuoted],
      },
      actingAs(businessId, 'business'),
    );
    expect(leadIds).toEqual([quoted.leadId]);
    expect(
      (await quotes.listQuotedLeadIds({ businessId, leadIds: [] }, actingAs(businessId, 'business'))).leadIds,
    ).toEqual([]);
  });
});

/** Three quotes from three businesses on one new job of one customer. */
async function quotedJob(count = 3) {
  const jobId = randomUUID();
  const customerId = randomUUID();
  const sent = [];
  for (let i = 0; i < count; i++) {
    const { quote } = await sendQuote(aQuote({ jobId, customerId, costPence: 10_000 + i * 1_000 }));
    sent.push(quote as NonNullable<typeof quote>);
  }
  return { jobId, customerId, quotes: sent };
}

const eventsOf = async (type: string, jobId: string) =>
  (await db().select().from(outbox).where(eq(outbox.type, type))).filter(
    (row) => (row.payload as { jobId: string }).jobId === jobId,
  );

describe('AcceptQuote', () => {
  it('accepts the quote, declines the others and announces both, in one transaction', async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob();
    const [chosen, other1, other2] = sent as [(typeof sent)[0], (typeof sent)[0], (typeof sent)[0]];
    const { quote } = await quotes.acceptQuote({ customerId, quoteId: chosen.id }, actingAs(customerId, 'customer'));
    expect(quote).toMatchObject({ id: chosen.id, status: 'accepted', declineReason: '' });
    const { quotes: listed } = await quotes.listJobQuotes({ customerId, jobId }, actingAs(customerId, 'customer'));
    expect(listed.map((q) => [q.id, q.status])).toEqual([[chosen.id, 'accepted']]);
    const declined = await db()
      .select()
      .from(quotesTable)
      .where(and(eq(quotesTable.jobId, jobId), inArray(quotesTable.id, [other1.id, other2.id])));
    expect(declined.map((q) => [q.status, q.declineReason])).toEqual([
      ['declined', 'another_quote_accepted'],
      ['declined', 'another_quote_accepted'],
    ]);
    expect((await eventsOf(QuoteAccepted.type, jobId)).map((e) => (e.payload as { quoteId: string }).quoteId)).toEqual([
      chosen.id,
    ]);
    expect(
      (await eventsOf(QuoteDeclined.type, jobId)).map((e) => (e.payload as { quoteId: string }).quoteId).sort(),
    ).toEqual([other1.id, other2.id].sort());
  });

  it('answers the same accept again without a second event, and refuses another quote', async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(2);
    const [chosen, other] = sent as [(typeof sent)[0], (typeof sent)[0]];
    await quotes.acceptQuote({ customerId, quoteId: chosen.id }, actingAs(customerId, 'customer'));
    expect(
      (await quotes.acceptQuote({ customerId, quoteId: chosen.id }, actingAs(customerId, 'customer'))).quote?.status,
    ).toBe('accepted');
    expect(await eventsOf(QuoteAccepted.type, jobId)).toHaveLength(1);
    const error = await failure(
      quotes.acceptQuote({ customerId, quoteId: other.id }, actingAs(customerId, 'customer')),
    );
    expect(error?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(error?.message).toBe('A quote has already been accepted for this job');
  });

  it('lets exactly one of many concurrent accepts on one job win', async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(8);
    const outcomes = await Promise.allSettled(
      sent.map((q) => quotes.acceptQuote({ customerId, quoteId: q.id }, actingAs(customerId, 'customer'))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rows = await db().select().from(quotesTable).where(eq(quotesTable.jobId, jobId));
    expect(rows.filter((q) => q.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((q) => q.status === 'declined')).toHaveLength(7);
    expect(await eventsOf(QuoteAccepted.type, jobId)).toHaveLength(1);
  });

  it("hides another customer's quote, and refuses a withdrawn quote or a cancelled job", async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(2);
    const [withdrawn, kept] = sent as [(typeof sent)[0], (typeof sent)[0]];
    const strangerId = randomUUID();
    const stranger = await failure(
      quotes.acceptQuote({ customerId: strangerId, quoteId: kept.id }, actingAs(strangerId, 'customer')),
    );
    expect(stranger?.code).toBe(GrpcStatus.NOT_FOUND);
    await quotes.cancelQuote(
      { businessId: withdrawn.businessId, quoteId: withdrawn.id },
      actingAs(withdrawn.businessId, 'business'),
    );
    const late = await failure(
      quotes.acceptQuote({ customerId, quoteId: withdrawn.id }, actingAs(customerId, 'customer')),
    );
    expect(late?.message).toBe('This quote has been withdrawn by the business');
    await deliverJobCancelled(jobCancelled(jobId));
    const gone = await failure(quotes.acceptQuote({ customerId, quoteId: kept.id }, actingAs(customerId, 'customer')));
    expect(gone?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(gone?.message).toBe('This job is no longer active');
  });

  it('takes no new quote on a job whose quote was accepted', async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(1);
    await quotes.acceptQuote(
      { customerId, quoteId: (sent[0] as (typeof sent)[0]).id },
      actingAs(customerId, 'customer'),
    );
    const error = await failure(sendQuote(aQuote({ jobId, customerId })));
    expect(error?.message).toBe('This job is no longer active');
  });
});

describe('CancelQuote', () => {
  it("withdraws the business's own pending quote only", async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(2);
    const [mine, accepted] = sent as [(typeof sent)[0], (typeof sent)[0]];
    const stranger = await failure(
      quotes.cancelQuote(
        { businessId: accepted.businessId, quoteId: mine.id },
        actingAs(accepted.businessId, 'business'),
      ),
    );
    expect(stranger?.code).toBe(GrpcStatus.NOT_FOUND);
    const { quote } = await quotes.cancelQuote(
      { businessId: mine.businessId, quoteId: mine.id },
      actingAs(mine.businessId, 'business'),
    );
    expect(quote?.status).toBe('cancelled');
    expect(await eventsOf(QuoteCancelled.type, jobId)).toHaveLength(1);
    await quotes.acceptQuote({ customerId, quoteId: accepted.id }, actingAs(customerId, 'customer'));
    const error = await failure(
      quotes.cancelQuote(
        { businessId: accepted.businessId, quoteId: accepted.id },
        actingAs(accepted.businessId, 'business'),
      ),
    );
    expect(error?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(error?.message).toBe('Only a pending quote can be cancelled');
  });
});

describe('JobCancelled after an accept', () => {
  it('declines the accepted quote too: the job was cancelled before the accept reached it', async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(2);
    const [chosen] = sent as [(typeof sent)[0]];
    await quotes.acceptQuote({ customerId, quoteId: chosen.id }, actingAs(customerId, 'customer'));
    await deliverJobCancelled(jobCancelled(jobId));
    const rows = await db().select().from(quotesTable).where(eq(quotesTable.jobId, jobId));
    expect(rows.find((q) => q.id === chosen.id)).toMatchObject({ status: 'declined', declineReason: 'job_cancelled' });
    expect(rows.every((q) => q.status === 'declined')).toBe(true);
    // Declined for the job's cancellation: the accepted one (the other was declined by the accept).
    const reasons = (await eventsOf(QuoteDeclined.type, jobId)).map((e) => (e.payload as { reason: string }).reason);
    expect(reasons.sort()).toEqual(['another_quote_accepted', 'job_cancelled']);
  });
});

describe('Lists', () => {
  it("counts the pending quotes of the customer's jobs and lists a business's quotes by state", async () => {
    const { jobId, customerId, quotes: sent } = await quotedJob(3);
    const [first] = sent as [(typeof sent)[0]];
    expect(
      (await quotes.countPendingQuotes({ customerId, jobIds: [jobId, randomUUID()] }, actingAs(customerId, 'customer')))
        .counts,
    ).toEqual([{ jobId, pending: 3 }]);
    const strangerId = randomUUID();
    const strangers = await quotes.countPendingQuotes(
      { customerId: strangerId, jobIds: [jobId] },
      actingAs(strangerId, 'customer'),
    );
    expect(strangers.counts).toEqual([]);
    await quotes.cancelQuote(
      { businessId: first.businessId, quoteId: first.id },
      actingAs(first.businessId, 'business'),
    );
    expect(
      (await quotes.countPendingQuotes({ customerId, jobIds: [jobId] }, actingAs(customerId, 'customer'))).counts,
    ).toEqual([{ jobId, pending: 2 }]);
    const cancelledOnly = await quotes.listBusinessQuotes(
      {
        businessId: first.businessId,
        statuses: ['cancelled'],
        declineReason: '',
      },
      actingAs(first.businessId, 'business'),
    );
    expect(cancelledOnly.quotes.map((q) => q.id)).toEqual([first.id]);
    const pendingOnly = await quotes.listBusinessQuotes(
      {
        businessId: first.businessId,
        statuses: ['pending'],
        declineReason: '',
      },
      actingAs(first.businessId, 'business'),
    );
    expect(pendingOnly.quotes).toEqual([]);
  });
});

describe('quote insights', () => {
  const business = randomUUID();
  const cleaning = randomUUID();
  const windows = randomUUID();
  const now = new Date();
  const months = insightsMonths(now);
  /** Noon UK time on the 10th of the month `monthsAgo` before this one. */
  const monthsAgo = (n: number) => {
    const today = ukTime(now);
    const moved = new Date(Date.UTC(today.year, today.month - 1 - n, 10));
    return ukWallClock({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: 10 }, 12).toISOString();
  };
  type Seeded = Partial<typeof quotesTable.$inferInsert> & Pick<typeof quotesTable.$inferInsert, 'businessId'>;
  const row = (q: Seeded): typeof quotesTable.$inferInsert => ({
    id: randomUUID(),
    leadId: randomUUID(),
    jobId: randomUUID(),
    customerId: randomUUID(),
    costPence: 2000,
    currency: 'GBP',
    rateType: 'hourly',
    comments: '',
    serviceId: cleaning,
    postcodeArea: 'SW',
    createdAt: monthsAgo(1),
    ...q,
  });

  beforeAll(async () => {
    const others = Array.from({ length: 5 }, () => randomUUID());
    await db()
      .insert(quotesTable)
      .values([
        // Its own: 6 hourly cleaning quotes in SW (median (2200 + 2400) / 2 = 2300) over three months,
        // 2 of them won; one flat window quote in LS; one before the window.
        row({ businessId: business, costPence: 2000, status: 'accepted' }),
        row({ businessId: business, costPence: 2400 }),
        row({ businessId: business, costPence: 3000, status: 'declined' }),
        row({ businessId: business, costPence: 2500, createdAt: monthsAgo(3) }),
        row({ businessId: business, costPence: 1800, createdAt: monthsAgo(3), status: 'cancelled' }),
        row({ businessId: business, costPence: 2200, createdAt: now.toISOString(), status: 'accepted' }),
        row({ businessId: business, costPence: 9000, serviceId: windows, rateType: 'flat', postcodeArea: 'LS' }),
        row({ businessId: business, costPence: 100, createdAt: monthsAgo(12) }),
        // Five others quote hourly cleaning in SW: 1000 … 5000 and 6000 (median 3500).
        ...others.map((businessId, i) => row({ businessId, costPence: (i + 1) * 1000 })),
        row({ businessId: others[0] as string, costPence: 6000 }),
        // Not local or not comparable: another area, a daily rate, before the window.
        row({ businessId: randomUUID(), costPence: 50_000, postcodeArea: 'N' }),
        row({ businessId: randomUUID(), costPence: 50_000, rateType: 'daily' }),
        row({ businessId: randomUUID(), costPence: 50_000, createdAt: monthsAgo(13) }),
        // Only four others quote flat window cleaning in LS: too few to compare with.
        ...others
          .slice(0, 4)
          .map((businessId) => row({ businessId, serviceId: windows, rateType: 'flat', postcodeArea: 'LS' })),
      ]);
  });

  it('counts quoted and won by UK month of sending, and compares with 5+ local businesses only', async () => {
    const insights = await quotes.getQuoteInsights({ businessId: business }, actingAs(business, 'business'));
    expect(insights.months).toEqual([
      { month: months[8], quoted: 2, won: 0 },
      { month: months[10], quoted: 4, won: 1 },
      { month: months[11], quoted: 1, won: 1 },
    ]);
    expect(insights.comparisons).toEqual([
      {
        serviceId: cleaning,
        rateType: 'hourly',
        quotes: 6,
        medianPence: 2300,
        localBusinesses: 5,
        localMedianPence: 3500,
      },
      {
        serviceId: windows,
        rateType: 'flat',
        quotes: 1,
        medianPence: 9000,
        localBusinesses: 4,
        localMedianPence: undefined,
      },
    ]);
  });

  it('answers a new business with nothing, and only the business itself', async () => {
    const newcomer = randomUUID();
    expect(await quotes.getQuoteInsights({ businessId: newcomer }, actingAs(newcomer, 'business'))).toEqual({
      months: [],
      comparisons: [],
    });
    const refused = await failure(quotes.getQuoteInsights({ businessId: business }, actingAs(newcomer, 'business')));
    expect(refused?.code).toBe(GrpcStatus.PERMISSION_DENIED);
  });

  it('reads the business’s quotes and the local ones by their indexes', async () => {
    const plan = await db().transaction(async (tx) => {
      // Few rows here: without this the planner may rightly prefer a sequential scan.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain (costs off) ${quoteInsightsQuery(business, monthsAgo(12))}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('quotes_business_created_idx');
    expect(plan).toContain('quotes_local_idx');
  });

  it('keeps the service and postcode area a quote was sent for', async () => {
    const request = aQuote({ serviceId: cleaning, location: 'sw4' });
    await sendQuote(request);
    const [kept] = await db().select().from(quotesTable).where(eq(quotesTable.leadId, request.leadId));
    expect([kept?.serviceId, kept?.postcodeArea]).toEqual([cleaning, 'SW']);
  });
});
