/**
 * Measures the 40 km match: ~20k businesses at UK district centroids (most subscribed), then
 * EXPLAIN (ANALYZE, BUFFERS) of the candidate query for a city job, a rural job and a premium city
 * job. Output goes into docs/matching.md.
 *   npx tsx services/matching/test/explain-match.ts                 # a throwaway embedded PostgreSQL 18
 *   npx tsx services/matching/test/explain-match.ts postgres://…    # a scratch database on PostgreSQL
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@localpros/kit';
import { createScratchDatabase } from '@localpros/kit/testing';
import { sql } from 'drizzle-orm';
import { eligibleBusinesses } from '../src/leads/match-job.js';
import { businesses, businessServices } from '../src/schema.js';
import { job, loadDistricts, seededRandom } from './harness.js';

const BUSINESSES = 20_000;

/**
 * What billing's Subscription* events would have left: 75 % of businesses receive leads (active
 * or past due), 15 % lapsed, cancelled or incomplete, 10 % never subscribed; a quarter Premium.
 * Its own random sequence, so the businesses' places and services are those of earlier runs.
 */
const subscriptionRandom = seededRandom(4242);
function randomSubscription(): Pick<
  typeof businesses.$inferInsert,
  'packageId' | 'subscriptionStatus' | 'subscriptionChangedAt'
> {
  const random = subscriptionRandom;
  const roll = random.next();
  if (roll < 0.1) return {};
  const status =
    roll < 0.8 ? 'active' : roll < 0.85 ? 'past_due' : roll < 0.9 ? 'lapsed' : roll < 0.95 ? 'cancelled' : 'incomplete';
  return {
    packageId: random.next() < 0.25 ? 'premium' : 'standard',
    subscriptionStatus: status,
    subscriptionChangedAt: new Date().toISOString(),
  };
}
const serverUrl = process.argv[2];
const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const database = await openDatabase(scratch ? { url: scratch.url } : { throwaway: true });
try {
  await database.migrate({
    schema: 'matching',
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  });
  const db = database.db;
  const random = seededRandom(42);
  const districts = loadDistricts();
  const services = Array.from({ length: 5 }, () => random.uuid());
  const rows = Array.from({ length: BUSINESSES }, (_, i) => {
    const d = random.pick(districts);
    return {
      businessId: random.uuid(),
      name: `Business ${i}`,
      location: d.outcode,
      // Spread around the centroid (±~5 km) so businesses do not all share a point.
      latitude: d.latitude + (random.next() - 0.5) * 0.09,
      longitude: d.longitude + (random.next() - 0.5) * 0.15,
      isActive: random.next() > 0.1,
      isVerified: random.next() > 0.1,
      updatedAt: new Date().toISOString(),
      ...randomSubscription(),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(businesses).values(rows.slice(i, i + 1000));
  const offers = rows.flatMap((b) =>
    services.filter(() => random.next() < 0.4).map((serviceId) => ({ businessId: b.businessId, serviceId })),
  );
  for (let i = 0; i < offers.length; i += 1000) await db.insert(businessServices).values(offers.slice(i, i + 1000));
  // What the BusinessProfileUpdated handler keeps beside business_services.
  await db.execute(sql`update matching.businesses b set service_ids = coalesce((select array_agg(s.service_id)
    from matching.business_services s where s.business_id = b.business_id), '{}')`);
  await db.execute(sql`analyze matching.businesses`);
  await db.execute(sql`analyze matching.business_services`);
  const version = (await db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
  console.log(`# ${version.rows[0]?.v}\n# ${rows.length} businesses, ${offers.length} business services`);
  const MANCHESTER = { latitude: 53.4794, longitude: -2.2345 };
  const jobs = {
    'city (Manchester M1)': { ...MANCHESTER, type: 'standard' as const },
    'rural (Inverness IV1)': { latitude: 57.4825, longitude: -4.2244, type: 'standard' as const },
    'premium job, city (Manchester M1)': { ...MANCHESTER, type: 'premium' as const },
  };
  for (const [label, at] of Object.entries(jobs)) {
    const posted = job({ jobId: random.uuid(), serviceId: services[0] ?? '', ...at });
    const plan = (await db.execute(
      sql`explain (analyze, buffers, costs off) ${eligibleBusinesses(posted)}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const matched = (await db.execute(
      sql`select count(*)::int as n from (${eligibleBusinesses(posted)}) c`,
    )) as unknown as {
      rows: { n: number }[];
    };
    console.log(`\n## ${label}: ${matched.rows[0]?.n} businesses matched\n`);
    for (const line of plan.rows) console.log(line['QUERY PLAN']);
  }
} finally {
  await database.close();
  await scratch?.drop();
}
