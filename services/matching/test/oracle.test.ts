import { BusinessProfileUpdated, JobPosted } from '@localpros/contracts';
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
  seededRandom,
  startMatching,
} from './harness.js';

/**
 * The 40 km match against a brute-force oracle: thousands of businesses at real district
 * centroids, businesses placed just inside and just outside the radius, and ~60 jobs; every
 * job's leads must be exactly the set (and distances) the haversine over all businesses gives.
 */
const BUSINESSES = 3000;
const JOBS = 60;
const RADIUS_KM = 40;

let env: Awaited<ReturnType<typeof startMatching>>;
const random = seededRandom(20261122);
const districts = loadDistricts();
const services = Array.from({ length: 5 }, () => random.uuid());
const profiles: Profile[] = [];
const jobs: Job[] = [];
/** Boundary businesses around the first job: inside at 39.9 km, outside at 40.1 km. */
const inside: string[] = [];
const outside: string[] = [];

function expectedLeads(j: Job): Map<string, number | null> {
  const live = profiles.filter((p) => p.isActive && p.isVerified);
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
  return expected;
}

beforeAll(async () => {
  env = await startMatching();
  for (let i = 0; i < BUSINESSES; i += 1) {
    const district = random.pick(districts);
    const offers = services.filter(() => random.next() < 0.4);
    const located = random.next() > 0.02;
    profiles.push(
      profile({
        businessId: random.uuid(),
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
    }
  }
  for (const p of profiles) await env.deliver(BusinessProfileUpdated, p);
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
