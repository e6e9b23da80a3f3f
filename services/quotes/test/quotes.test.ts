import { randomUUID } from 'node:crypto';
import { type EventEnvelope, JobCancelled, QuoteSent, type serviceContracts } from '@localpros/contracts';
import {
  createEnvelope,
  createInProcessClient,
  createLogger,
  GrpcStatus,
  InProcessBus,
  idempotentHandler,
  prepareService,
  type RpcClient,
  type RpcError,
} from '@localpros/kit';
import { createTestDatabase } from '@localpros/kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotesService } from '../src/index.js';
import { jobSubscriptions } from '../src/quotes/job-events.js';
import { cancelledJobs, outbox } from '../src/schema.js';

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
  quotes = createInProcessClient(quotesService.definition, instance.handlers, { logger, timeoutMs: 10_000 });
});
afterAll(() => handle.drop());

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
  ...overrides,
});

/** Delivers JobCancelled through the service's own idempotent consumer, as the bus would. */
async function deliverJobCancelled(envelope: EventEnvelope) {
  const subscription = jobSubscriptions.find((s) => s.event.type === JobCancelled.type);
  if (!subscription) throw new Error('quotes does not consume JobCancelled');
  const handler = idempotentHandler({
    consumer: 'quotes',
    db: db(),
    tables: quotesService.tables,
    subscription,
    logger,
  });
  return handler(envelope, 1);
}

const jobCancelled = (jobId: string) =>
  createEnvelope(JobCancelled, { jobId, customerId: randomUUID(), cancelledAt: new Date().toISOString() });

describe('SendQuote', () => {
  it('stores the quote in pence and answers it', async () => {
    const request = aQuote();
    const { quote } = await quotes.sendQuote(request);
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
    const { quote } = await quotes.sendQuote(request);
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
    await quotes.sendQuote(request);
    const before = await db().select().from(outbox).where(eq(outbox.type, QuoteSent.type));
    const error = await failure(quotes.sendQuote({ ...request, costPence: 1 }));
    expect(error?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(error?.message).toBe('You have already quoted for this job');
    const after = await db().select().from(outbox).where(eq(outbox.type, QuoteSent.type));
    expect(after).toHaveLength(before.length);
  });

  it('lets only one of two concurrent sends on a lead through', async () => {
    const request = aQuote();
    const results = await Promise.allSettled([quotes.sendQuote(request), quotes.sendQuote(request)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason.code).toBe(GrpcStatus.ALREADY_EXISTS);
  });

  it('refuses a quote on a cancelled job', async () => {
    const request = aQuote();
    await deliverJobCancelled(jobCancelled(request.jobId));
    const error = await failure(quotes.sendQuote(request));
    expect(error?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(error?.message).toBe('This job is no longer active');
    expect(
      (await quotes.listQuotedLeadIds({ businessId: request.businessId, leadIds: [request.leadId] })).leadIds,
    ).toEqual([]);
  });

  it('rejects a malformed request', async () => {
    const error = await failure(quotes.sendQuote(aQuote({ costPence: 0 })));
    expect(error?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const badRate = await failure(quotes.sendQuote(aQuote({ rateType: 'weekly' })));
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
    await quotes.sendQuote(quoted);
    const otherBusiness = aQuote();
    await quotes.sendQuote(otherBusiness);
    const notQuoted = randomUUID();
    const { leadIds } = await quotes.listQuotedLeadIds({
      businessId,
      leadIds: [quoted.leadId, otherBusiness.leadId, notQuoted],
    });
    expect(leadIds).toEqual([quoted.leadId]);
    expect((await quotes.listQuotedLeadIds({ businessId, leadIds: [] })).leadIds).toEqual([]);
  });
});
