import {
  BusinessProfileUpdated,
  JobCancelled,
  JobPosted,
  LeadsCreated,
  QuoteAccepted,
  QuoteSent,
  SubscriptionActivated,
  UserDeleted,
} from '@localpros/contracts';
import { createEnvelope, GrpcStatus, type RpcError } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBusiness, destination, job, profile, seededRandom, startMatching, subscription } from './harness.js';

let env: Awaited<ReturnType<typeof startMatching>>;
beforeAll(async () => {
  env = await startMatching();
});
afterAll(() => env?.stop());

const random = seededRandom(7);
const SERVICE = random.uuid();
const OTHER_SERVICE = random.uuid();
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await env.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
const outboxCount = (type: string, jobId: string) =>
  count(sql`select count(*) as n from matching.outbox where type = ${type} and payload->>'jobId' = ${jobId}`);
/** How many leads of the job its LeadsCreated events announced (one event per matching). */
const announcedLeads = (jobId: string) =>
  count(sql`select coalesce(sum(jsonb_array_length(payload->'leads')), 0) as n from matching.outbox
            where type = 'LeadsCreated' and payload->>'jobId' = ${jobId}`);
const leadCount = (jobId: string) => count(sql`select count(*) as n from matching.leads where job_id = ${jobId}::uuid`);

/** A live, subscribed business near Leeds offering SERVICE, unless told otherwise. */
async function business(overrides: Partial<Parameters<typeof profile>[0]> = {}) {
  const businessId = random.uuid();
  await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE], ...LEEDS, ...overrides }));
  await env.deliver(SubscriptionActivated, subscription({ businessId }));
  return businessId;
}
const leedsJob = (overrides: Partial<Parameters<typeof job>[0]> = {}) =>
  job({ jobId: random.uuid(), serviceId: SERVICE, location: 'LS1', ...LEEDS, ...overrides });

async function leadIdOf(jobId: string, businessId: string) {
  const { leads } = await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId));
  const lead = leads.find((l) => l.jobId === jobId);
  if (!lead) throw new Error('no lead');
  return lead.id;
}

describe('JobPosted delivered more than once', () => {
  it('creates each lead once and announces it once', async () => {
    await business();
    await business();
    const posted = createEnvelope(JobPosted, leedsJob());
    await env.publish(posted);
    const first = await leadCount(posted.payload.jobId);
    expect(first).toBe(2);
    await env.publish(posted);
    await env.publish({ ...posted });
    expect(await leadCount(posted.payload.jobId)).toBe(first);
    expect(await announcedLeads(posted.payload.jobId)).toBe(first);
    expect(await outboxCount('LeadsCreated', posted.payload.jobId)).toBe(1);
  });

  it("announces the leads as they were stored, in the event's own shape (PostgreSQL builds the payload)", async () => {
    const [near, far] = [await business(), await business({ latitude: 53.9, longitude: -1.6 })];
    const posted = createEnvelope(JobPosted, leedsJob({ title: 'Oven clean', location: 'LS1' }));
    await env.publish(posted);
    const outbox = (await env.db.execute(sql`select payload from matching.outbox
      where type = 'LeadsCreated' and payload->>'jobId' = ${posted.payload.jobId}`)) as unknown as {
      rows: { payload: unknown }[];
    };
    const stored = (await env.db.execute(sql`select id, business_id, distance_km, created_at from matching.leads
      where job_id = ${posted.payload.jobId}::uuid order by id`)) as unknown as {
      rows: { id: string; business_id: string; distance_km: number; created_at: string }[];
    };
    expect(outbox.rows).toHaveLength(1);
    const announced = LeadsCreated.payload.parse(outbox.rows[0]?.payload);
    expect(announced).toEqual({
      jobId: posted.payload.jobId,
      customerId: posted.payload.customerId,
      job: { title: 'Oven clean', location: 'LS1', serviceName: posted.payload.serviceName },
      leads: stored.rows.map((row) => ({
        leadId: row.id,
        businessId: row.business_id,
        distanceKm: Number(row.distance_km),
      })),
      createdAt: new Date(stored.rows[0]?.created_at ?? '').toISOString(),
    });
    expect(announced.leads.map((lead) => lead.businessId)).toEqual(expect.arrayContaining([near, far]));
  });

  it('does not duplicate leads even for a new envelope of the same job (unique job and business)', async () => {
    const payload = leedsJob();
    await env.deliver(JobPosted, payload);
    const first = await leadCount(payload.jobId);
    await env.deliver(JobPosted, payload);
    expect(await leadCount(payload.jobId)).toBe(first);
    expect(await announcedLeads(payload.jobId)).toBe(first);
    // The second matching created nothing, so it announced nothing.
    expect(await outboxCount('LeadsCreated', payload.jobId)).toBe(1);
  });
});

describe('who gets a lead', () => {
  it('skips inactive, unverified, unlocated and other-service businesses', async () => {
    const live = await business();
    const inactive = await business({ isActive: false });
    const unverified = await business({ isVerified: false });
    const unlocated = await business({ latitude: null, longitude: null });
    const otherService = await business({ serviceIds: [OTHER_SERVICE] });
    const far = await business(destination(LEEDS.latitude, LEEDS.longitude, 90, 41));
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const ids = await businessesOf(j.jobId);
    expect(ids).toContain(live);
    for (const id of [inactive, unverified, unlocated, otherService, far]) expect(ids).not.toContain(id);
  });

  it("follows a business's services as its profile changes them (an older profile changes nothing)", async () => {
    const businessId = await business({ serviceIds: [OTHER_SERVICE], updatedAt: '2026-04-01T00:00:00.000Z' });
    const before = leedsJob();
    await env.deliver(JobPosted, before);
    expect(await businessesOf(before.jobId)).not.toContain(businessId);
    const now = profile({ businessId, serviceIds: [OTHER_SERVICE, SERVICE, SERVICE], ...LEEDS });
    await env.deliver(BusinessProfileUpdated, { ...now, updatedAt: '2026-04-02T00:00:00.000Z' });
    await env.deliver(BusinessProfileUpdated, { ...now, serviceIds: [], updatedAt: '2026-04-01T12:00:00.000Z' });
    const after = leedsJob();
    await env.deliver(JobPosted, after);
    expect(await businessesOf(after.jobId)).toContain(businessId);
    await env.deliver(BusinessProfileUpdated, {
      ...now,
      serviceIds: [OTHER_SERVICE],
      updatedAt: '2026-04-03T00:00:00.000Z',
    });
    const dropped = leedsJob();
    await env.deliver(JobPosted, dropped);
    expect(await businessesOf(dropped.jobId)).not.toContain(businessId);
  });

  it("gives leads ids that grow with time (UUID version 7 layout), so a job's leads append to the index", async () => {
    await business();
    const first = leedsJob();
    await env.deliver(JobPosted, first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = leedsJob();
    await env.deliver(JobPosted, second);
    const idsOf = async (jobId: string) => {
      const result = (await env.db.execute(
        sql`select id::text as id from matching.leads where job_id = ${jobId}::uuid`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows.map((r) => r.id);
    };
    const [earlier, later] = [await idsOf(first.jobId), await idsOf(second.jobId)];
    expect(earlier.length).toBeGreaterThan(0);
    for (const id of [...earlier, ...later])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    const stamp = (id: string) => Number.parseInt(id.replace('-', '').slice(0, 12), 16);
    expect(Math.abs(stamp(earlier[0] as string) - Date.now())).toBeLessThan(60_000);
    expect(Math.max(...earlier.map(stamp))).toBeLessThan(Math.min(...later.map(stamp)));
  });

  it('sends a named job to exactly the named live businesses, wherever they are', async () => {
    const far = await business({ ...destination(LEEDS.latitude, LEEDS.longitude, 0, 300), serviceIds: [] });
    const unlocated = await business({ latitude: null, longitude: null, serviceIds: [] });
    const inactive = await business({ isActive: false });
    const nearby = await business();
    const j = leedsJob({ specificBusinessIds: [far, unlocated, inactive] });
    await env.deliver(JobPosted, j);
    expect((await businessesOf(j.jobId)).sort()).toEqual([far, unlocated].sort());
    expect(await businessesOf(j.jobId)).not.toContain(nearby);
    const { lead } = await env.matching.getLead(
      { businessId: unlocated, leadId: await leadIdOf(j.jobId, unlocated) },
      asBusiness(unlocated),
    );
    expect(lead?.distanceKm).toBe(-1);
    const { lead: farLead } = await env.matching.getLead(
      { businessId: far, leadId: await leadIdOf(j.jobId, far) },
      asBusiness(far),
    );
    expect(farLead?.distanceKm).toBeCloseTo(300, 6);
  });

  it('keeps the newest profile when an older event arrives late, and forgets a deleted business', async () => {
    const businessId = random.uuid();
    const newer = profile({ businessId, serviceIds: [SERVICE], ...LEEDS, updatedAt: '2026-03-02T00:00:00.000Z' });
    await env.deliver(BusinessProfileUpdated, newer);
    await env.deliver(BusinessProfileUpdated, { ...newer, isActive: false, updatedAt: '2026-03-01T00:00:00.000Z' });
    await env.deliver(SubscriptionActivated, subscription({ businessId }));
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    expect(await businessesOf(j.jobId)).toContain(businessId);

    await env.deliver(UserDeleted, { userId: businessId, userType: 'business', deletedAt: new Date().toISOString() });
    const later = leedsJob();
    await env.deliver(JobPosted, later);
    expect(await businessesOf(later.jobId)).not.toContain(businessId);
  });
});

async function businessesOf(jobId: string): Promise<string[]> {
  const result = (await env.db.execute(
    sql`select business_id from matching.leads where job_id = ${jobId}::uuid`,
  )) as unknown as { rows: { business_id: string }[] };
  return result.rows.map((r) => r.business_id);
}

describe('working a lead', () => {
  it('lists the open lead with the job card; another business cannot see it', async () => {
    const owner = await business();
    const stranger = await business({ ...destination(LEEDS.latitude, LEEDS.longitude, 0, 500) });
    const j = leedsJob({
      title: 'Rewire the garage',
      type: 'premium',
      targetJobDone: 'specificDate',
      specificDate: '2026-05-01',
    });
    await env.deliver(JobPosted, j);
    const { leads } = await env.matching.listBusinessLeads({ businessId: owner }, asBusiness(owner));
    const lead = leads.find((l) => l.jobId === j.jobId);
    expect(lead).toMatchObject({
      businessId: owner,
      status: 'open',
      isInterested: false,
      jobTitle: 'Rewire the garage',
      jobKind: 'premium',
      specificDate: '2026-05-01',
      serviceId: SERVICE,
    });
    expect(lead?.distanceKm).toBeCloseTo(0, 6);
    const error = await failure(
      env.matching.getLead({ businessId: stranger, leadId: lead?.id ?? '' }, asBusiness(stranger)),
    );
    expect(error?.code).toBe(GrpcStatus.NOT_FOUND);
    expect(error?.message).toContain('Lead not found');
    expect(
      (await failure(env.matching.dismissLead({ businessId: stranger, leadId: lead?.id ?? '' }, asBusiness(stranger))))
        ?.code,
    ).toBe(GrpcStatus.NOT_FOUND);
  });

  it('marks interest once (idempotent, one LeadInterested)', async () => {
    const owner = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const leadId = await leadIdOf(j.jobId, owner);
    const first = await env.matching.markLeadInterested({ businessId: owner, leadId }, asBusiness(owner));
    const again = await env.matching.markLeadInterested({ businessId: owner, leadId }, asBusiness(owner));
    expect(first.lead?.isInterested).toBe(true);
    expect(again.lead?.isInterested).toBe(true);
    expect(
      await count(
        sql`select count(*) as n from matching.outbox where type = 'LeadInterested' and payload->>'leadId' = ${leadId}`,
      ),
    ).toBe(1);
  });

  it('dismisses an open lead once: it leaves the list and a second dismissal is NOT_FOUND', async () => {
    const owner = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const leadId = await leadIdOf(j.jobId, owner);
    const { lead } = await env.matching.dismissLead({ businessId: owner, leadId }, asBusiness(owner));
    expect(lead).toMatchObject({ status: 'dismissed', dismissedReason: 'not_interested' });
    const { leads } = await env.matching.listBusinessLeads({ businessId: owner }, asBusiness(owner));
    expect(leads.map((l) => l.id)).not.toContain(leadId);
    expect((await failure(env.matching.dismissLead({ businessId: owner, leadId }, asBusiness(owner))))?.code).toBe(
      GrpcStatus.NOT_FOUND,
    );
    expect(
      (await failure(env.matching.markLeadInterested({ businessId: owner, leadId }, asBusiness(owner))))?.code,
    ).toBe(GrpcStatus.NOT_FOUND);
    expect((await env.matching.getLead({ businessId: owner, leadId }, asBusiness(owner))).lead?.status).toBe(
      'dismissed',
    );
  });

  it("withdraws a cancelled job's open leads with one LeadDismissed each", async () => {
    const a = await business();
    const b = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const dismissedEarlier = await leadIdOf(j.jobId, a);
    await env.matching.dismissLead({ businessId: a, leadId: dismissedEarlier }, asBusiness(a));
    const open = await leadCount(j.jobId);
    const cancelled = { jobId: j.jobId, customerId: j.customerId, cancelledAt: new Date().toISOString() };
    await env.deliver(JobCancelled, cancelled);
    await env.deliver(JobCancelled, cancelled);
    expect(
      await count(
        sql`select count(*) as n from matching.leads where job_id = ${j.jobId}::uuid and dismissed_reason = 'job_cancelled'`,
      ),
    ).toBe(open - 1);
    expect(await outboxCount('LeadDismissed', j.jobId)).toBe(open); // one by the business, the rest by the cancel
    const { leads } = await env.matching.listBusinessLeads({ businessId: b }, asBusiness(b));
    expect(leads.map((l) => l.jobId)).not.toContain(j.jobId);
  });

  it('matches nobody for a job whose cancellation was handled before its JobPosted', async () => {
    const near = await business();
    const j = leedsJob();
    await env.deliver(JobCancelled, {
      jobId: j.jobId,
      customerId: j.customerId,
      cancelledAt: new Date().toISOString(),
    });
    await env.deliver(JobPosted, j);
    expect(await leadCount(j.jobId)).toBe(0);
    expect(await outboxCount('LeadsCreated', j.jobId)).toBe(0);
    const { leads } = await env.matching.listBusinessLeads({ businessId: near }, asBusiness(near));
    expect(leads.map((l) => l.jobId)).not.toContain(j.jobId);
  });

  it('moves a quoted lead out of the list', async () => {
    const owner = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const leadId = await leadIdOf(j.jobId, owner);
    await env.deliver(QuoteSent, {
      quoteId: random.uuid(),
      leadId,
      jobId: j.jobId,
      businessId: owner,
      customerId: j.customerId,
      costPence: 12_000,
      currency: 'GBP',
      rateType: 'flat',
      comments: 'Can start Monday',
      sentAt: new Date().toISOString(),
    });
    expect((await env.matching.getLead({ businessId: owner, leadId }, asBusiness(owner))).lead?.status).toBe('quoted');
    const { leads } = await env.matching.listBusinessLeads({ businessId: owner }, asBusiness(owner));
    expect(leads.map((l) => l.id)).not.toContain(leadId);
  });

  it("withdraws every business's open lead once a quote on the job is accepted, keeping the quoted one", async () => {
    const winner = await business();
    const other = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const quotedLead = await leadIdOf(j.jobId, winner);
    const quote = {
      quoteId: random.uuid(),
      leadId: quotedLead,
      jobId: j.jobId,
      businessId: winner,
      customerId: j.customerId,
    };
    await env.deliver(QuoteSent, {
      ...quote,
      costPence: 9_000,
      currency: 'GBP',
      rateType: 'flat',
      comments: 'Direct quote',
      sentAt: new Date().toISOString(),
    });
    const open = await leadCount(j.jobId);
    await env.deliver(QuoteAccepted, {
      ...quote,
      costPence: 9_000,
      currency: 'GBP',
      rateType: 'flat',
      acceptedAt: new Date().toISOString(),
    });
    expect(
      await count(
        sql`select count(*) as n from matching.leads where job_id = ${j.jobId}::uuid and dismissed_reason = 'job_awarded'`,
      ),
    ).toBe(open - 1);
    expect(
      (await env.matching.getLead({ businessId: winner, leadId: quotedLead }, asBusiness(winner))).lead?.status,
    ).toBe('quoted');
    const { leads } = await env.matching.listBusinessLeads({ businessId: other }, asBusiness(other));
    expect(leads.map((l) => l.jobId)).not.toContain(j.jobId);
  });

  it("keeps the winner's lead quoted when QuoteAccepted is handled before its QuoteSent", async () => {
    const winner = await business();
    const j = leedsJob();
    await env.deliver(JobPosted, j);
    const leadId = await leadIdOf(j.jobId, winner);
    const quote = { quoteId: random.uuid(), leadId, jobId: j.jobId, businessId: winner, customerId: j.customerId };
    const money = { costPence: 5_000, currency: 'GBP' as const, rateType: 'hourly' as const };
    await env.deliver(QuoteAccepted, { ...quote, ...money, acceptedAt: new Date().toISOString() });
    expect((await env.matching.getLead({ businessId: winner, leadId }, asBusiness(winner))).lead?.status).toBe(
      'quoted',
    );
    await env.deliver(QuoteSent, { ...quote, ...money, comments: 'Direct quote', sentAt: new Date().toISOString() });
    expect((await env.matching.getLead({ businessId: winner, leadId }, asBusiness(winner))).lead).toMatchObject({
      status: 'quoted',
      dismissedReason: '',
    });
    expect(
      await count(
        sql`select count(*) as n from matching.outbox where type = 'LeadDismissed' and payload->>'leadId' = ${leadId}`,
      ),
    ).toBe(0);
  });
});
