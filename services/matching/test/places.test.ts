import { BusinessProfileUpdated, JobCancelled, JobPosted, SubscriptionActivated } from '@localpros/contracts';
import { GrpcStatus, type RpcError } from '@localpros/kit';
import { testCaller } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseDueLeads } from '../src/leads/release-leads.js';
import { asBusiness, job, profile, seededRandom, startMatching, subscription } from './harness.js';

type Env = Awaited<ReturnType<typeof startMatching>>;

const random = seededRandom(25);
const SERVICE = random.uuid();
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const asCustomer = (id: string) => testCaller({ user: { id, type: 'customer' } });
const failure = (promise: Promise<unknown>) =>
  promise.then(() => undefined).catch((error: unknown) => error as RpcError);

async function rows<T>(env: Env, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await env.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Live, subscribed businesses near Leeds offering SERVICE. */
async function businesses(env: Env, n: number, packageId: 'standard' | 'premium' = 'standard') {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const businessId = random.uuid();
    await env.deliver(BusinessProfileUpdated, profile({ businessId, serviceIds: [SERVICE], ...LEEDS }));
    await env.deliver(SubscriptionActivated, subscription({ businessId, packageId }));
    ids.push(businessId);
  }
  return ids;
}

/** Posts a job near Leeds for `reach` and answers each business's lead id (read from the table). */
async function postJob(env: Env, responseCap: number | null, overrides: Partial<Parameters<typeof job>[0]> = {}) {
  const posted = job({
    jobId: random.uuid(),
    customerId: random.uuid(),
    serviceId: SERVICE,
    ...LEEDS,
    responseCap,
    ...overrides,
  });
  await env.deliver(JobPosted, posted);
  const leads = await rows<{ id: string; business_id: string }>(
    env,
    sql`select id, business_id from matching.leads where job_id = ${posted.jobId}::uuid`,
  );
  return { job: posted, leadOf: new Map(leads.map((l) => [l.business_id, l.id])) };
}

const leadIn = (leadOf: Map<string, string>, businessId: string) => {
  const leadId = leadOf.get(businessId);
  if (!leadId) throw new Error(`no lead for ${businessId}`);
  return leadId;
};

const dismissals = (env: Env, jobId: string) =>
  rows<{ business_id: string; reason: string }>(
    env,
    sql`select payload->>'businessId' as business_id, payload->>'reason' as reason from matching.outbox
        where type = 'LeadDismissed' and payload->>'jobId' = ${jobId}`,
  );

describe('places on a capped job', () => {
  let env: Env;
  beforeAll(async () => {
    env = await startMatching();
  });
  afterAll(() => env?.stop());

  it('gives exactly N places to 20 businesses responding at once, by interest and by quote', async () => {
    const ids = await businesses(env, 20);
    const { job: posted, leadOf } = await postJob(env, 5);
    expect(leadOf.size).toBe(20);

    const attempts = ids.map((businessId, i) => {
      const request = { businessId, leadId: leadIn(leadOf, businessId) };
      const call =
        i % 2 === 0
          ? env.matching.markLeadInterested(request, asBusiness(businessId))
          : env.matching.takeLeadPlace(request, asBusiness(businessId));
      return call.then(
        ({ lead }) => ({ businessId, lead, error: undefined }),
        (error: RpcError) => ({ businessId, lead: undefined, error }),
      );
    });
    const results = await Promise.all(attempts);
    const winners = results.filter((r) => r.lead);
    const losers = results.filter((r) => r.error);
    expect(winners).toHaveLength(5);
    expect(losers).toHaveLength(15);
    for (const { error } of losers) {
      expect(error?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
      expect(error?.message).toBe('This job already has 5 responses: every place is taken');
    }
    // Every interested winner sees the number; the counter and the places agree.
    const [counter] = await rows<{ taken: number; cap: number }>(
      env,
      sql`select taken, cap from matching.job_places where job_id = ${posted.jobId}::uuid`,
    );
    expect(counter).toEqual({ taken: 5, cap: 5 });
    const held = await rows<{ business_id: string }>(
      env,
      sql`select business_id from matching.places where job_id = ${posted.jobId}::uuid and released_at is null`,
    );
    expect(held.map((p) => p.business_id).sort()).toEqual(winners.map((w) => w.businessId).sort());
    // No interested lead without a place: nobody revealed the number without one.
    const interestedWithout = await rows(
      env,
      sql`select l.id from matching.leads l left join matching.places p on p.lead_id = l.id
          where l.job_id = ${posted.jobId}::uuid and l.is_interested and p.lead_id is null`,
    );
    expect(interestedWithout).toEqual([]);

    // The others lost the job, live: one LeadDismissed places_taken each, and it left their lists.
    const gone = await dismissals(env, posted.jobId);
    expect(gone.map((d) => d.business_id).sort()).toEqual(losers.map((l) => l.businessId).sort());
    expect(new Set(gone.map((d) => d.reason))).toEqual(new Set(['places_taken']));
    for (const { businessId } of losers.slice(0, 3)) {
      const { leads } = await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId));
      expect(leads.map((l) => l.jobId)).not.toContain(posted.jobId);
    }
    // A winner's card says "5 of 5 places taken" and that it holds one.
    const winner = winners[0]?.businessId ?? '';
    const { leads } = await env.matching.listBusinessLeads({ businessId: winner }, asBusiness(winner));
    const card = leads.find((l) => l.jobId === posted.jobId);
    expect(card).toMatchObject({ placesTaken: 5, placesCap: 5, hasPlace: true });
  });

  it('never deadlocks with the job being cancelled while businesses respond', async () => {
    const ids = await businesses(env, 8);
    const { job: posted, leadOf } = await postJob(env, 3);
    const responses = ids.map((businessId) =>
      env.matching.markLeadInterested({ businessId, leadId: leadIn(leadOf, businessId) }, asBusiness(businessId)).then(
        () => 'place',
        (error: RpcError) => error.code,
      ),
    );
    const cancelled = env.deliver(JobCancelled, {
      jobId: posted.jobId,
      customerId: posted.customerId,
      cancelledAt: new Date().toISOString(),
    });
    const outcomes = await Promise.all(responses);
    await cancelled;
    // A place, or a clear refusal (every place taken; the lead gone with the job): nothing else.
    for (const outcome of outcomes) {
      expect(['place', GrpcStatus.FAILED_PRECONDITION, GrpcStatus.NOT_FOUND]).toContain(outcome);
    }
    expect(outcomes.filter((o) => o === 'place').length).toBeLessThanOrEqual(3);
    const open = await rows(
      env,
      sql`select 1 from matching.leads where job_id = ${posted.jobId}::uuid and status = 'open'`,
    );
    expect(open).toEqual([]);
  });

  it('takes one place per business: interest then a quote, or twice at once, count once', async () => {
    const [first, second] = await businesses(env, 2);
    const { job: posted, leadOf } = await postJob(env, 3);
    const a = { businessId: first ?? '', leadId: leadIn(leadOf, first ?? '') };
    await Promise.all([
      env.matching.markLeadInterested(a, asBusiness(a.businessId)),
      env.matching.takeLeadPlace(a, asBusiness(a.businessId)),
      env.matching.takeLeadPlace(a, asBusiness(a.businessId)),
    ]);
    const { lead } = await env.matching.takeLeadPlace(a, asBusiness(a.businessId));
    expect(lead).toMatchObject({ placesTaken: 1, placesCap: 3, hasPlace: true });
    // The other business's card counts the place taken, and it has none yet.
    const b = second ?? '';
    const { lead: other } = await env.matching.getLead({ businessId: b, leadId: leadIn(leadOf, b) }, asBusiness(b));
    expect(other).toMatchObject({ placesTaken: 1, placesCap: 3, hasPlace: false });
    const places = await rows(env, sql`select 1 from matching.places where job_id = ${posted.jobId}::uuid`);
    expect(places).toHaveLength(1);
  });

  it('records when each place was taken and how, and can give a place back later', async () => {
    const [holder] = await businesses(env, 1);
    const { job: posted, leadOf } = await postJob(env, 2);
    const businessId = holder ?? '';
    await env.matching.takeLeadPlace({ businessId, leadId: leadIn(leadOf, businessId) }, asBusiness(businessId));
    const [place] = await rows<{ taken_by: string; after_received: boolean; released_at: string | null }>(
      env,
      sql`select p.taken_by, p.taken_at >= l.visible_at as after_received, p.released_at
          from matching.places p join matching.leads l on l.id = p.lead_id where p.job_id = ${posted.jobId}::uuid`,
    );
    expect(place).toEqual({ taken_by: 'quote', after_received: true, released_at: null });
  });

  it('leaves a job posted without a cap open to every business', async () => {
    const ids = await businesses(env, 8);
    const { job: posted, leadOf } = await postJob(env, null);
    const results = await Promise.all(
      ids.map((businessId) =>
        env.matching.markLeadInterested({ businessId, leadId: leadIn(leadOf, businessId) }, asBusiness(businessId)),
      ),
    );
    expect(results.map((r) => r.lead?.hasPlace)).toEqual(ids.map(() => true));
    expect(results.at(-1)?.lead).toMatchObject({ placesCap: 0 });
    expect(await dismissals(env, posted.jobId)).toEqual([]);
  });
});

describe("the customer's close ('I've found someone')", () => {
  let env: Env;
  beforeAll(async () => {
    env = await startMatching();
  });
  afterAll(() => env?.stop());

  it('withdraws the job from businesses without a place, live; the ones with a place keep it', async () => {
    const [holder, other, third] = await businesses(env, 3);
    const { job: posted, leadOf } = await postJob(env, 5);
    const customerId = posted.customerId;
    const h = holder ?? '';
    await env.matching.markLeadInterested({ businessId: h, leadId: leadIn(leadOf, h) }, asBusiness(h));

    // Another customer cannot close it, nor see its places.
    const stranger = random.uuid();
    const refused = await failure(
      env.matching.closeJobToResponses({ customerId: stranger, jobId: posted.jobId }, asCustomer(stranger)),
    );
    expect(refused?.code).toBe(GrpcStatus.NOT_FOUND);
    const { jobs: none } = await env.matching.getJobPlaces(
      { customerId: stranger, jobIds: [posted.jobId] },
      asCustomer(stranger),
    );
    expect(none).toEqual([]);

    const { jobs: closed } = await env.matching.closeJobToResponses(
      { customerId, jobId: posted.jobId },
      asCustomer(customerId),
    );
    expect(closed).toEqual([{ jobId: posted.jobId, taken: 1, cap: 5, closed: true }]);
    const gone = await dismissals(env, posted.jobId);
    expect(gone.map((d) => d.business_id).sort()).toEqual([other, third].sort());
    expect(new Set(gone.map((d) => d.reason))).toEqual(new Set(['job_closed']));

    // The holder may still quote; the others may not respond, and are told why.
    const { lead } = await env.matching.takeLeadPlace({ businessId: h, leadId: leadIn(leadOf, h) }, asBusiness(h));
    expect(lead?.hasPlace).toBe(true);
    const o = other ?? '';
    const late = await failure(
      env.matching.markLeadInterested({ businessId: o, leadId: leadIn(leadOf, o) }, asBusiness(o)),
    );
    expect(late?.code).toBe(GrpcStatus.FAILED_PRECONDITION);
    expect(late?.message).toBe('The customer has found someone: this job takes no new responses');

    // Closing again changes nothing and tells no one twice.
    await env.matching.closeJobToResponses({ customerId, jobId: posted.jobId }, asCustomer(customerId));
    expect(await dismissals(env, posted.jobId)).toHaveLength(2);
    const { jobs: read } = await env.matching.getJobPlaces(
      { customerId, jobIds: [posted.jobId] },
      asCustomer(customerId),
    );
    expect(read).toEqual(closed);
  });
});

describe('the Premium head start', () => {
  let env: Env;
  beforeAll(async () => {
    env = await startMatching({ MATCHING_PREMIUM_HEAD_START_SECONDS: '180' });
  });
  afterAll(() => env?.stop());

  const announced = (jobId: string) =>
    rows<{ business_id: string }>(
      env,
      sql`select l->>'businessId' as business_id from matching.outbox o, jsonb_array_elements(o.payload->'leads') l
          where o.type = 'LeadsCreated' and o.payload->>'jobId' = ${jobId}`,
    );
  const listed = async (businessId: string, jobId: string) => {
    const { leads } = await env.matching.listBusinessLeads({ businessId }, asBusiness(businessId));
    return leads.some((l) => l.jobId === jobId);
  };
  /** The head start is over: the clock moved on (the leads' visible_at moved back). */
  const headStartOver = async (jobId: string) => {
    await env.db.execute(
      sql`update matching.leads set visible_at = now() - interval '1 second' where job_id = ${jobId}::uuid`,
    );
    return env.outbox.transaction((tx, events) => releaseDueLeads(tx, events));
  };

  it('gives the lead to Premium businesses first and to Standard ones when the head start is over', async () => {
    const [premium] = await businesses(env, 1, 'premium');
    const [standard] = await businesses(env, 1, 'standard');
    const p = premium ?? '';
    const s = standard ?? '';
    const { job: posted, leadOf } = await postJob(env, 5);
    expect(await listed(p, posted.jobId)).toBe(true);
    expect(await listed(s, posted.jobId)).toBe(false);
    expect((await announced(posted.jobId)).map((a) => a.business_id)).toEqual([p]);
    // The Standard business cannot reach the lead early, not even by its id.
    const early = await failure(
      env.matching.markLeadInterested({ businessId: s, leadId: leadIn(leadOf, s) }, asBusiness(s)),
    );
    expect(early?.code).toBe(GrpcStatus.NOT_FOUND);

    expect(await headStartOver(posted.jobId)).toBe(1);
    expect(await listed(s, posted.jobId)).toBe(true);
    expect((await announced(posted.jobId)).map((a) => a.business_id).sort()).toEqual([p, s].sort());
    // Announced once: a second pass finds nothing.
    expect(await env.outbox.transaction((tx, events) => releaseDueLeads(tx, events))).toBe(0);
  });

  it('holds nobody back when no Premium business is among the candidates, nor for named businesses', async () => {
    const [standard] = await businesses(env, 1, 'standard');
    const s = standard ?? '';
    // A fresh service: only this Standard business offers it.
    const service = random.uuid();
    await env.deliver(BusinessProfileUpdated, profile({ businessId: s, serviceIds: [SERVICE, service], ...LEEDS }));
    const { job: alone } = await postJob(env, 5, { serviceId: service });
    expect(await listed(s, alone.jobId)).toBe(true);
    const [premium] = await businesses(env, 1, 'premium');
    const { job: named } = await postJob(env, 5, { specificBusinessIds: [s, premium ?? ''] });
    expect(await listed(s, named.jobId)).toBe(true);
  });

  it('never announces a Standard lead whose places were all taken during the head start', async () => {
    const [p1, p2] = await businesses(env, 2, 'premium');
    const [standard] = await businesses(env, 1, 'standard');
    const { job: posted, leadOf } = await postJob(env, 2);
    for (const businessId of [p1 ?? '', p2 ?? '']) {
      await env.matching.markLeadInterested({ businessId, leadId: leadIn(leadOf, businessId) }, asBusiness(businessId));
    }
    // Withdrawn before it was received: nobody to tell, and nothing to announce later.
    expect((await dismissals(env, posted.jobId)).map((d) => d.business_id)).not.toContain(standard);
    await headStartOver(posted.jobId);
    expect((await announced(posted.jobId)).map((a) => a.business_id)).not.toContain(standard);
    expect(await listed(standard ?? '', posted.jobId)).toBe(false);
  });
});
