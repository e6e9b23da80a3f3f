import { BusinessProfileUpdated, JobCancelled, JobPosted, SubscriptionActivated } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBusiness, haversineKm, job, profile, seededRandom, startMatching, subscription } from './harness.js';

type Env = Awaited<ReturnType<typeof startMatching>>;

const random = seededRandom(253);
const SERVICE = random.uuid();
const OTHER_SERVICE = random.uuid();
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 };
const asAdmin = (id: string) => testCaller({ user: { id, type: 'admin' } });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function rows<T>(env: Env, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await env.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function business(env: Env) {
  const businessId = random.uuid();
  await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE, OTHER_SERVICE], ...LEEDS }));
  await env.deliver(SubscriptionActivated, subscription({ businessId }));
  return businessId;
}

/** Posts a job near Leeds (or where told), by a new customer unless told, and answers each business's lead. */
async function post(env: Env, overrides: Partial<Parameters<typeof job>[0]>) {
  const posted = job({
    jobId: random.uuid(),
    customerId: random.uuid(),
    serviceId: SERVICE,
    ...LEEDS,
    postedAt: daysAgo(0),
    ...overrides,
  });
  await env.deliver(JobPosted, posted);
  const leads = await rows<{ id: string; business_id: string }>(
    env,
    sql`select id, business_id from matching.leads where job_id = ${posted.jobId}::uuid`,
  );
  const leadOf = (businessId: string) => {
    const lead = leads.find((l) => l.business_id === businessId);
    if (!lead) throw new Error(`no lead for ${businessId}`);
    return lead.id;
  };
  return { job: posted, leadOf };
}

const upheldEvents = (env: Env, leadId: string) =>
  rows<{ payload: Record<string, unknown> }>(
    env,
    sql`select payload from matching.outbox where type = 'LeadReportUpheld' and payload->>'leadId' = ${leadId}`,
  );

describe('bad-lead reports', () => {
  let env: Env;
  beforeAll(async () => {
    env = await startMatching();
  });
  afterAll(() => env?.stop());

  it('detects a duplicate: the same customer and service within 7 days before, and upholds it at once', async () => {
    const businessId = await business(env);
    const customerId = random.uuid();
    const original = await post(env, { customerId, postedAt: daysAgo(3), jobNumber: 'LP-000101' });
    await post(env, { customerId, serviceId: OTHER_SERVICE, postedAt: daysAgo(1), jobNumber: 'LP-000102' });
    const repeat = await post(env, { customerId, postedAt: daysAgo(0), jobNumber: 'LP-000103' });

    const { report } = await env.matching.reportLead(
      { businessId, leadId: repeat.leadOf(businessId), reason: 'fake_or_spam', note: 'Same job again' },
      asBusiness(businessId),
    );
    expect(report).toMatchObject({
      status: 'upheld',
      detected: 'duplicate',
      detection: 'Duplicate of job LP-000101',
      outcomeReason: 'Duplicate of job LP-000101',
      jobNumber: 'LP-000103',
    });
    const [upheld] = await upheldEvents(env, repeat.leadOf(businessId));
    expect(upheld?.payload).toMatchObject({ ground: 'duplicate', againstCustomer: true, adminId: null, customerId });

    // The first of the two is the original: nothing detected, it waits for an admin.
    const first = await env.matching.reportLead(
      { businessId, leadId: original.leadOf(businessId), reason: 'duplicate', note: '' },
      asBusiness(businessId),
    );
    expect(first.report).toMatchObject({ status: 'open', detected: '', detection: '' });
    // The admin rejects it: the business is told why (LeadReportRejected); nothing counts against the customer.
    const adminId = random.uuid();
    const rejected = await env.matching.resolveLeadReport(
      { adminId, reportId: first.report?.id ?? '', outcome: 'reject', reason: 'It is the original' },
      asAdmin(adminId),
    );
    expect(rejected.report).toMatchObject({ status: 'rejected', outcomeReason: 'It is the original' });
    expect(await upheldEvents(env, original.leadOf(businessId))).toEqual([]);
    const [told] = await rows<{ payload: Record<string, unknown> }>(
      env,
      sql`select payload from matching.outbox where type = 'LeadReportRejected' and payload->>'reportId' = ${first.report?.id ?? ''}`,
    );
    expect(told?.payload).toMatchObject({ reason: 'It is the original', adminId, businessId });
  });

  it('finds no duplicate 8 days apart, for another service, another customer or after a cancellation', async () => {
    const businessId = await business(env);
    const customerId = random.uuid();
    await post(env, { customerId, postedAt: daysAgo(8) });
    await post(env, { customerId, serviceId: OTHER_SERVICE, postedAt: daysAgo(2) });
    await post(env, { customerId: random.uuid(), postedAt: daysAgo(1) });
    const cancelled = await post(env, { customerId, postedAt: daysAgo(1) });
    await env.deliver(JobCancelled, { jobId: cancelled.job.jobId, customerId, cancelledAt: daysAgo(1) });
    const reposted = await post(env, { customerId, postedAt: daysAgo(0) });

    const { report } = await env.matching.reportLead(
      { businessId, leadId: reposted.leadOf(businessId), reason: 'duplicate', note: '' },
      asBusiness(businessId),
    );
    expect(report).toMatchObject({ status: 'open', detected: '' });
  });

  it('detects a job outside the area (a job that named the business) and does not count it against the customer', async () => {
    const businessId = await business(env);
    const far = await post(env, { ...MANCHESTER, specificBusinessIds: [businessId] });
    const km = Math.round(haversineKm(LEEDS.latitude, LEEDS.longitude, MANCHESTER.latitude, MANCHESTER.longitude));
    expect(km).toBe(58);

    const { report } = await env.matching.reportLead(
      { businessId, leadId: far.leadOf(businessId), reason: 'outside_area', note: '' },
      asBusiness(businessId),
    );
    expect(report).toMatchObject({
      status: 'upheld',
      detected: 'outside_area',
      detection: '58 km away: outside the 40 km area',
    });
    const [upheld] = await upheldEvents(env, far.leadOf(businessId));
    expect(upheld?.payload).toMatchObject({ ground: 'outside_area', againstCustomer: false });
  });

  it('gives the place back: the business that lost the job to a full cap can respond, and the admin upholds', async () => {
    const [holder, waiting] = [await business(env), await business(env)];
    const capped = await post(env, { responseCap: 1 });
    await env.matching.markLeadInterested({ businessId: holder, leadId: capped.leadOf(holder) }, asBusiness(holder));
    const refused = await failure(
      env.matching.markLeadInterested({ businessId: waiting, leadId: capped.leadOf(waiting) }, asBusiness(waiting)),
    );
    expect(refused?.code).toBe(GrpcStatus.FAILED_PRECONDITION);

    const { report } = await env.matching.reportLead(
      { businessId: holder, leadId: capped.leadOf(holder), reason: 'wrong_number', note: '' },
      asBusiness(holder),
    );
    expect(report).toMatchObject({ status: 'open', reason: 'wrong_number' });
    const { leads: holderLeads } = await env.matching.listBusinessLeads({ businessId: holder }, asBusiness(holder));
    expect(holderLeads.map((l) => l.jobId)).not.toContain(capped.job.jobId);
    const { leads: waitingLeads } = await env.matching.listBusinessLeads({ businessId: waiting }, asBusiness(waiting));
    expect(waitingLeads.map((l) => l.jobId)).toContain(capped.job.jobId);
    const { lead } = await env.matching.markLeadInterested(
      { businessId: waiting, leadId: capped.leadOf(waiting) },
      asBusiness(waiting),
    );
    expect(lead).toMatchObject({ placesTaken: 1, placesCap: 1, hasPlace: true });

    const adminId = random.uuid();
    const queue = await env.matching.adminListLeadReports({ pageIndex: 0 }, asAdmin(adminId));
    expect(queue.reports.map((r) => r.id)).toContain(report?.id);
    const resolved = await env.matching.resolveLeadReport(
      { adminId, reportId: report?.id ?? '', outcome: 'uphold', reason: 'The number does not connect' },
      asAdmin(adminId),
    );
    expect(resolved.report).toMatchObject({ status: 'upheld', outcomeReason: 'The number does not connect' });
    const [upheld] = await upheldEvents(env, capped.leadOf(holder));
    expect(upheld?.payload).toMatchObject({ ground: 'wrong_number', againstCustomer: true, adminId });
    const again = await failure(
      env.matching.resolveLeadReport(
        { adminId, reportId: report?.id ?? '', outcome: 'reject', reason: 'Changed my mind' },
        asAdmin(adminId),
      ),
    );
    expect(again?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    const mine = await env.matching.listBusinessLeadReports({ businessId: holder }, asBusiness(holder));
    expect(mine.reports[0]).toMatchObject({ id: report?.id, status: 'upheld' });
  });

  it('refuses no reason, an unknown reason, another business’s lead and a second report, writing nothing', async () => {
    const [owner, stranger] = [await business(env), await business(env)];
    const posted = await post(env, {});
    const leadId = posted.leadOf(owner);
    const count = async () =>
      (
        await rows<{ n: number }>(
          env,
          sql`select count(*)::int as n from matching.lead_reports where lead_id = ${leadId}::uuid`,
        )
      )[0]?.n;

    for (const reason of ['', 'bored']) {
      const bad = await failure(
        env.matching.reportLead({ businessId: owner, leadId, reason, note: '' }, asBusiness(owner)),
      );
      expect(bad?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
      expect(bad?.fieldErrors?.[0]?.message).toBe('Choose why you are reporting this lead');
    }
    const tooLong = await failure(
      env.matching.reportLead(
        { businessId: owner, leadId, reason: 'fake_or_spam', note: 'x'.repeat(501) },
        asBusiness(owner),
      ),
    );
    expect(tooLong?.code).toBe(GrpcStatus.INVALID_ARGUMENT);
    const notTheirs = await failure(
      env.matching.reportLead({ businessId: stranger, leadId, reason: 'fake_or_spam', note: '' }, asBusiness(stranger)),
    );
    expect(notTheirs?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(await count()).toBe(0);
    const [lead] = await rows<{ status: string }>(
      env,
      sql`select status from matching.leads where id = ${leadId}::uuid`,
    );
    expect(lead?.status).toBe('open');

    await env.matching.reportLead({ businessId: owner, leadId, reason: 'fake_or_spam', note: '' }, asBusiness(owner));
    const twice = await failure(
      env.matching.reportLead({ businessId: owner, leadId, reason: 'fake_or_spam', note: '' }, asBusiness(owner)),
    );
    expect(twice?.code).toBe(GrpcStatus.ALREADY_EXISTS);
    expect(await count()).toBe(1);
  });

  it('takes at most 10 reports a day from one business, refusing the 11th with nothing written', async () => {
    const businessId = await business(env);
    const posted = [];
    for (let i = 0; i < 11; i += 1) posted.push(await post(env, {}));
    for (const { leadOf } of posted.slice(0, 10)) {
      await env.matching.reportLead(
        { businessId, leadId: leadOf(businessId), reason: 'fake_or_spam', note: '' },
        asBusiness(businessId),
      );
    }
    const last = posted[10]?.leadOf(businessId) ?? '';
    const refused = await failure(
      env.matching.reportLead({ businessId, leadId: last, reason: 'fake_or_spam', note: '' }, asBusiness(businessId)),
    );
    expect(refused?.code).toBe(GrpcStatus.RESOURCE_EXHAUSTED);
    expect(refused?.message).toBe('You can report up to 10 leads a day; please try again tomorrow');
    const [lead] = await rows<{ status: string }>(env, sql`select status from matching.leads where id = ${last}::uuid`);
    expect(lead?.status).toBe('open');
  });
});
