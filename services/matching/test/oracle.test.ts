import {
  BusinessProfileUpdated,
  JobPosted,
  leadReceivingStatuses,
  SubscriptionActivated,
  SubscriptionChanged,
  type SubscriptionStatus,
  subscriptionStatuses,
} from '@localpros/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  destination,
  haversineKm,
  type Job,
  job,
  loadDistricts,
  type Profile,
  profile,
  type Subscription,
  seededRandom,
  startMatching,
  subscription,
} from './harness.js';

/**
 * The 40 km match against a brute-force oracle: thousands of businesses at real district
 * centroids with every subscription status and both packages (or none), businesses placed just
 * inside and just outside the radius, and ~60 jobs, some premium; every job's leads must be
 * exactly the set (and distances) the haversine over all subscribed businesses gives, Premium
 * ones only for a premium job when there are any.
 */
const BUSINESSES = 3000;
const JOBS = 60;
const RADIUS_KM = 40;

let env: Awaited<ReturnType<typeof startMatching>>;
const random = seededRandom(20261122);
const districts = loadDistricts();
const services = Array.from({ length: 5 }, () => random.uuid());
const profiles: Profile[] = [];
/** Each business's newest subscription snapshot; none for a business that never subscribed. */
const subscriptions = new Map<string, Subscription>();
const jobs: Job[] = [];
/** Boundary businesses around the first job: inside at 39.9 km, outside at 40.1 km. */
const inside: string[] = [];
const outside: string[] = [];

const receivesLeads = (p: Profile) => {
  const status = subscriptions.get(p.businessId)?.status;
  return status !== undefined && leadReceivingStatuses.includes(status);
};
const isPremium = (p: Profile) => subscriptions.get(p.businessId)?.packageId === 'premium';

function expectedLeads(j: Job): Map<string, number | null> {
  const live = profiles.filter((p) => p.isActive && p.isVerified && receivesLeads(p));
  const expected = new Map<string, number | null>();
  if (j.specificBusinessIds.length > 0) {
    for (const p of live.filter((b) => j.specificBusinessIds.includes(b.businessId))) {
      expected.set(
        p.businessId,
        p.latitude === null || p.longitude === null
          ? null
          : haversineKm(j.latitude, j.longitude, p.latitude, p.longitude),
      );
    }
    return expected;
  }
  for (const p of live) {
    if (p.latitude === null || p.longitude === null || !p.serviceIds.includes(j.serviceId)) continue;
    const d = haversineKm(j.latitude, j.longitude, p.latitude, p.longitude);
    if (d <= RADIUS_KM) expected.set(p.businessId, d);
  }
  if (j.type !== 'premium') return expected;
  const premium = [...expected].filter(([id]) => isPremium(live.find((p) => p.businessId === id) as Profile));
  return premium.length > 0 ? new Map(premium) : expected;
}

/** A subscription for most businesses, in any status; a tenth never subscribed. */
function randomSubscription(businessId: string): Subscription | undefined {
  if (random.next() < 0.1) return undefined;
  // Lead-receiving statuses most of the time, so that most jobs find someone.
  const status: SubscriptionStatus =
    random.next() < 0.7 ? random.pick(leadReceivingStatuses) : random.pick(subscriptionStatuses);
  return subscription({
    businessId,
    subscriptionId: random.uuid(),
    packageId: random.next() < 0.25 ? 'premium' : 'standard',
    status,
    changedAt: '2026-01-10T00:00:00.000Z',
  });
}

beforeAll(async () => {
  env = await startMatching();
  for (let i = 0; i < BUSINESSES; i += 1) {
    const district = random.pick(districts);
    const offers = services.filter(() => random.next() < 0.4);
    const located = random.next() > 0.02;
    const businessId = random.uuid();
    const subscribed = randomSubscription(businessId);
    if (subscribed) subscriptions.set(businessId, subscribed);
    profiles.push(
      profile({
        businessId,
        businessName: `Business ${i}`,
        serviceIds: offers,
        location: located ? district.outcode : null,
        latitude: located ? district.latitude : null,
        longitude: located ? district.longitude : null,
        isActive: random.next() > 0.1,
        isVerified: random.next() > 0.1,
      }),
    );
  }
  for (let j = 0; j < JOBS; j += 1) {
    const district = random.pick(districts);
    const named = j % 6 === 5;
    jobs.push(
      job({
        jobId: random.uuid(),
        serviceId: random.pick(services),
        location: district.outcode,
        latitude: district.latitude,
        longitude: district.longitude,
        // Every fourth job is premium (named ones included: naming wins over the package).
        type: j % 4 === 3 ? 'premium' : 'standard',
        // A named job: a few random businesses (some not live, one unknown), wherever they are.
        specificBusinessIds: named
          ? [...Array.from({ length: 4 }, () => random.pick(profiles).businessId), random.uuid()]
          : [],
      }),
    );
  }
  const first = jobs[0] as Job;
  for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
    for (const [km, list] of [
      [39.9, inside],
      [40.1, outside],
    ] as const) {
      const point = destination(first.latitude, first.longitude, bearing, km);
      const businessId = random.uuid();
      list.push(businessId);
      profiles.push(profile({ businessId, serviceIds: [first.serviceId], ...point }));
      subscriptions.set(businessId, subscription({ businessId, changedAt: '2026-01-10T00:00:00.000Z' }));
    }
  }
  for (const p of profiles) {
    const newest = subscriptions.get(p.businessId);
    // Billing and identity publish on their own: a third of the subscriptions arrive first.
    const early = newest !== undefined && random.next() < 0.3;
    if (newest && early) await env.deliver(SubscriptionActivated, newest);
    await env.deliver(BusinessProfileUpdated, p);
    if (newest && !early) await env.deliver(SubscriptionActivated, newest);
    // An older snapshot delivered late (another status or package) changes nothing.
    if (newest && random.next() < 0.3) {
      await env.deliver(SubscriptionChanged, {
        ...newest,
        status: random.pick(subscriptionStatuses),
        packageId: newest.packageId === 'premium' ? 'standard' : 'premium',
        changedAt: '2026-01-09T00:00:00.000Z',
      });
    }
  }
  for (const j of jobs) await env.deliver(JobPosted, j);
}, 600_000);
afterAll(() => env?.stop());

async function leadsOf(jobId: string) {
  const rows = await env.db.execute(
    sql`select business_id, distance_km from matching.leads where job_id = ${jobId}::uuid`,
  );
  return new Map(
    (rows as unknown as { rows: { business_id: string; distance_km: number | null }[] }).rows.map((r) => [
      r.business_id,
      r.distance_km === null ? null : Number(r.distance_km),
    ]),
  );
}

describe('matching a job to businesses within 40 km', () => {
  it('places the boundary businesses where the oracle says (39.9 km in, 40.1 km out)', () => {
    const first = jobs[0] as Job;
    const expected = expectedLeads(first);
    for (const id of inside) expect(expected.has(id)).toBe(true);
    for (const id of outside) expect(expected.has(id)).toBe(false);
  });

  it('gives every job exactly the leads the brute-force haversine gives, with its distances', async () => {
    let total = 0;
    let nonEmpty = 0;
    for (const j of jobs) {
      const expected = expectedLeads(j);
      const actual = await leadsOf(j.jobId);
      expect([...actual.keys()].sort(), `job ${j.jobId}`).toEqual([...expected.keys()].sort());
      for (const [businessId, km] of expected) {
        const got = actual.get(businessId);
        if (km === null) expect(got).toBeNull();
        else expect(got).toBeCloseTo(km, 6);
      }
      total += actual.size;
      if (actual.size > 0) nonEmpty += 1;
    }
    // The data must exercise the match: most jobs find someone, and many leads exist overall.
    expect(nonEmpty).toBeGreaterThan(JOBS / 2);
    expect(total).toBeGreaterThan(200);
  });

  it('exercises every rule: unsubscribed businesses left out, premium jobs both to Premium only and to Standard', () => {
    const radiusJobs = jobs.filter((j) => j.specificBusinessIds.length === 0);
    const byId = new Map(profiles.map((p) => [p.businessId, p]));
    const leftOut = radiusJobs.some((j) => {
      const withoutRule = profiles.filter(
        (p) =>
          p.isActive &&
          p.isVerified &&
          !receivesLeads(p) &&
          p.latitude !== null &&
          p.longitude !== null &&
          p.serviceIds.includes(j.serviceId) &&
          haversineKm(j.latitude, j.longitude, p.latitude, p.longitude) <= RADIUS_KM,
      );
      return withoutRule.length > 0;
    });
    expect(leftOut).toBe(true);
    const premiumJobs = radiusJobs.filter((j) => j.type === 'premium').map((j) => [...expectedLeads(j).keys()]);
    const kinds = premiumJobs
      .filter((ids) => ids.length > 0)
      .map((ids) => ids.every((id) => isPremium(byId.get(id) as Profile)));
    expect(kinds).toContain(true);
    expect(kinds).toContain(false);
  });

  it('offers the first job to the 39.9 km businesses and not to the 40.1 km ones', async () => {
    const actual = await leadsOf((jobs[0] as Job).jobId);
    for (const id of inside) expect(actual.has(id)).toBe(true);
    for (const id of outside) expect(actual.has(id)).toBe(false);
  });

  it('announces every lead once, in one LeadsCreated per matched job', async () => {
    const counts = await env.db.execute(sql`select
      (select count(*) from matching.leads)::int as leads,
      (select count(*) from matching.outbox o, jsonb_array_elements(o.payload->'leads') l
        where o.type = 'LeadsCreated')::int as announced,
      (select count(distinct l->>'leadId') from matching.outbox o, jsonb_array_elements(o.payload->'leads') l
        where o.type = 'LeadsCreated')::int as distinct_leads`);
    const [row] = (counts as unknown as { rows: { leads: number; announced: number; distinct_leads: number }[] }).rows;
    expect(row?.announced).toBe(row?.leads);
    expect(row?.distinct_leads).toBe(row?.leads);
  });
});
