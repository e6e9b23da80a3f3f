/**
 * The hot path under load: customers post jobs at a steady rate through the BFF and every
 * eligible business within 40 km gets a lead. Reports, per rate, the time from a job's POST
 * leaving the client to the last of its leads being written (visible to GET /business/leads),
 * and whether the rate was sustained without errors.
 *
 *   # embedded: the whole marketplace in this process, on a fresh PGlite
 *   npx tsx loadtests/job-matching.ts --rates 10,25,50 --duration 20
 *   # distributed: a running marketplace (npm run start:distributed) and its database
 *   npx tsx loadtests/job-matching.ts --url http://127.0.0.1:3000 \
 *     --database-url postgres://postgres@127.0.0.1:5432/lp_bench --rates 10,25,50
 *
 * Set-up (not measured): the district file is imported into the gazetteer and 20,000 businesses
 * are written to matching's read model, spread uniformly over the postcode districts (districts
 * hold similar numbers of households, so this follows where people live), each with a seeded
 * random mix of services: 70 % cleaners, the rest other trades.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { referenceIds } from '@localpros/contracts';
import { importDistricts, parseDistrictCsv } from '@localpros/jobs';
import { type Db, openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { seededRandom, summarise } from './stats.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    'database-url': { type: 'string' },
    districts: { type: 'string', default: '../shared/data/uk-outcodes.csv' },
    businesses: { type: 'string', default: '20000' },
    rates: { type: 'string', default: '10,25,50' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    json: { type: 'string' },
  },
});

const cleaning = 'Cleaning';
/** How likely a cleaner offers each service, and how often customers ask for it. */
const cleaningServices: { name: string; offered: number; asked: number }[] = [
  { name: 'Domestic cleaning', offered: 0.8, asked: 0.4 },
  { name: 'End of tenancy cleaning', offered: 0.5, asked: 0.2 },
  { name: 'Deep cleaning', offered: 0.5, asked: 0.15 },
  { name: 'Carpet cleaning', offered: 0.3, asked: 0.05 },
  { name: 'Oven cleaning', offered: 0.3, asked: 0.05 },
  { name: 'Window cleaning', offered: 0.3, asked: 0.05 },
  { name: 'Office/commercial cleaning', offered: 0.3, asked: 0.05 },
  { name: 'After-builders cleaning', offered: 0.2, asked: 0.05 },
];
const otherTrades: Record<string, string[]> = {
  Gardening: ['Lawn mowing', 'Hedge trimming', 'Garden clearance', 'Garden maintenance'],
  Handyman: ['Furniture assembly', 'Shelf and picture hanging', 'TV wall mounting', 'Painting and decorating'],
  Removals: ['House removals', 'Flat removals', 'Man and van', 'Packing service'],
  'Pest control': ['Rat and mouse control', 'Wasp nest removal', 'Bed bug treatment', 'Ant control'],
};

const random = seededRandom(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

async function main() {
  const { rows: districts, problems } = parseDistrictCsv(readFileSync(args.districts as string, 'utf8'));
  if (problems.length) throw new Error(`bad district file: ${problems[0]}`);

  let baseUrl = args.url;
  let db: Db;
  let close: () => Promise<void>;
  if (baseUrl) {
    if (!args['database-url']) throw new Error('--url needs --database-url (to seed and to read lead times)');
    const database = await openDatabase({ url: args['database-url'], poolSize: 4 });
    db = database.db;
    close = () => database.close();
  } else {
    const { startEmbedded } = await import('../embedded/src/start.js');
    const marketplace = await startEmbedded({ port: 0, host: '127.0.0.1', dataDir: 'memory://', logLevel: 'warn' });
    baseUrl = marketplace.url;
    db = marketplace.database.db;
    close = () => marketplace.close();
  }
  try {
    await importDistricts(db, districts);
    const businessCount = Number(args.businesses);
    await seedBusinesses(db, districts, businessCount);
    const token = await signIn(baseUrl, 'customer@localpros.test');
    const results = [];
    for (const rate of (args.rates as string).split(',').map(Number)) {
      if (Number(args.warmup) > 0) await postAtRate(baseUrl, token, districts, Math.min(rate, 10), Number(args.warmup));
      const run = await postAtRate(baseUrl, token, districts, rate, Number(args.duration));
      const result = await measure(db, run, rate);
      results.push(result);
      console.log(JSON.stringify(result));
    }
    printTable(results, businessCount, baseUrl === args.url ? 'distributed' : 'embedded');
    if (args.json) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(args.json, JSON.stringify(results, null, 2));
    }
  } finally {
    await close();
  }
}

/** Writes the businesses straight into matching's read model (what BusinessProfileUpdated would). */
async function seedBusinesses(
  db: Db,
  districts: { outcode: string; latitude: number; longitude: number }[],
  count: number,
) {
  await db.execute(sql`delete from matching.businesses where name like 'Bench business %'`);
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1000) {
    const ids: string[] = [];
    const rows: string[][] = [];
    const services: [string, string][] = [];
    for (let i = start; i < Math.min(count, start + 1000); i += 1) {
      const place = pick(districts);
      const id = benchId(i);
      ids.push(id);
      const cleaner = random() < 0.7;
      const category = cleaner ? cleaning : pick(Object.keys(otherTrades));
      rows.push([
        id,
        `Bench business ${i}`,
        referenceIds.workCategory(category),
        place.outcode,
        String(place.latitude),
        String(place.longitude),
      ]);
      const offered = cleaner
        ? cleaningServices.filter((s) => random() < s.offered).map((s) => s.name)
        : (otherTrades[category] ?? []).filter(() => random() < 0.5);
      if (offered.length === 0) offered.push(cleaner ? 'Domestic cleaning' : (otherTrades[category]?.[0] ?? ''));
      for (const name of offered) services.push([id, referenceIds.workService(category, name)]);
    }
    const column = (index: number) => `{${rows.map((r) => `"${r[index]}"`).join(',')}}`;
    await db.execute(sql`
      insert into matching.businesses (business_id, name, work_category_id, location, latitude, longitude, is_active, is_verified, updated_at)
      select id, name, category, location, lat, lon, true, true, ${now}::timestamptz
      from unnest(${column(0)}::uuid[], ${column(1)}::text[], ${column(2)}::uuid[], ${column(3)}::text[],
                  ${column(4)}::float8[], ${column(5)}::float8[]) as t(id, name, category, location, lat, lon)`);
    await db.execute(sql`
      insert into matching.business_services (business_id, service_id)
      select b, s from unnest(${`{${services.map((s) => s[0]).join(',')}}`}::uuid[], ${`{${services.map((s) => s[1]).join(',')}}`}::uuid[]) as t(b, s)`);
  }
  await db.execute(sql`analyze matching.businesses`);
  await db.execute(sql`analyze matching.business_services`);
}

const benchId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'LocalPros123!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

interface Posted {
  jobId: string | null;
  sentAt: number;
  answeredAt: number;
  status: number;
}

/** Posts jobs on a fixed schedule (open loop: a slow answer does not slow the arrivals). */
async function postAtRate(
  baseUrl: string,
  token: string,
  districts: { outcode: string }[],
  rate: number,
  seconds: number,
): Promise<Posted[]> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const posts: Promise<Posted>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(postJob(baseUrl, token, pick(districts).outcode));
  }
  return Promise.all(posts);
}

function askedService(): string {
  let roll = random();
  for (const service of cleaningServices) {
    roll -= service.asked;
    if (roll <= 0) return service.name;
  }
  return 'Domestic cleaning';
}

async function postJob(baseUrl: string, token: string, location: string): Promise<Posted> {
  const sentAt = Date.now();
  const response = await fetch(`${baseUrl}/api/job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      category_id: referenceIds.workCategory(cleaning),
      service_id: referenceIds.workService(cleaning, askedService()),
      location,
      job_type: random() < 0.85 ? 'residential' : 'commercial',
      title: 'Weekly clean of a three-bedroom house',
      description: 'Kitchen, bathroom and living areas; we supply the products.',
      target_job_done: 'flexible',
      specificJobDoneDatetime: '',
    }),
  }).catch(() => undefined);
  const answeredAt = Date.now();
  if (!response) return { jobId: null, sentAt, answeredAt, status: 0 };
  const body = (await response.json().catch(() => ({}))) as { job?: { id: string } };
  return { jobId: body.job?.id ?? null, sentAt, answeredAt, status: response.status };
}

/** Waits until no new leads appear, then reads each job's last lead time. */
async function measure(db: Db, posted: Posted[], rate: number) {
  const ids = posted.flatMap((p) => (p.jobId ? [p.jobId] : []));
  const idArray = `{${ids.join(',')}}`;
  let previous = -1;
  for (;;) {
    const result = (await db.execute(
      sql`select count(*)::int as n from matching.leads where job_id = any(${idArray}::uuid[])`,
    )) as unknown as { rows: { n: number }[] };
    const now = Number(result.rows[0]?.n ?? 0);
    if (now === previous) break;
    previous = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const result = (await db.execute(sql`
    select job_id, count(*)::int as leads, (extract(epoch from max(created_at)) * 1000)::float8 as last_ms
    from matching.leads where job_id = any(${idArray}::uuid[]) group by job_id`)) as unknown as {
    rows: { job_id: string; leads: number; last_ms: number }[];
  };
  const byJob = new Map(result.rows.map((r) => [r.job_id, r]));
  const latencies: number[] = [];
  const leadCounts: number[] = [];
  for (const post of posted) {
    const row = post.jobId ? byJob.get(post.jobId) : undefined;
    leadCounts.push(row?.leads ?? 0);
    if (row) latencies.push(Number(row.last_ms) - post.sentAt);
  }
  const http = summarise(posted.map((p) => p.answeredAt - p.sentAt));
  return {
    rate,
    jobs: posted.length,
    errors: posted.filter((p) => p.status !== 201).length,
    jobsWithLeads: latencies.length,
    leadsPerJob: summarise(leadCounts),
    meanLeadsPerJob: leadCounts.reduce((a, b) => a + b, 0) / Math.max(1, leadCounts.length),
    postToLeadsMs: summarise(latencies),
    httpMs: http,
  };
}

function printTable(results: Awaited<ReturnType<typeof measure>>[], businesses: number, mode: string) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '-');
  console.log(`\n${mode}, ${businesses} businesses`);
  console.log(
    '| jobs/s | jobs | errors | leads/job mean (p50/max) | posted→leads p50 | p95 | p99 | max | POST p50 / p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.rate} | ${r.jobs} | ${r.errors} | ${r.meanLeadsPerJob.toFixed(0)} (${f(r.leadsPerJob.p50)}/${f(r.leadsPerJob.max)}) | ${f(r.postToLeadsMs.p50)} ms | ${f(r.postToLeadsMs.p95)} ms | ${f(r.postToLeadsMs.p99)} ms | ${f(r.postToLeadsMs.max)} ms | ${f(r.httpMs.p50)} / ${f(r.httpMs.p99)} ms |`,
    );
  }
}

await main();
