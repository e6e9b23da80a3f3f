/**
 * The matching load, shared by loadtests/job-matching.ts and `npm run bench`: 20,000 businesses
 * spread over the postcode districts, jobs posted through the BFF on a fixed schedule, and the time
 * from each POST to the last of its leads being written.
 */
import { readFileSync } from 'node:fs';
import { referenceIds } from '@localpros/contracts';
import { importDistricts, parseDistrictCsv } from '@localpros/jobs';
import type { Db } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { seededRandom, summarise } from './stats.js';

export interface District {
  outcode: string;
  latitude: number;
  longitude: number;
}

/** The district gazetteer is read where it lives (never copied into the repository). */
export const DEFAULT_DISTRICTS = new URL('../../shared/data/uk-outcodes.csv', import.meta.url).pathname;

export function readDistricts(path: string = DEFAULT_DISTRICTS): District[] {
  const { rows, problems } = parseDistrictCsv(readFileSync(path, 'utf8'));
  if (problems.length) throw new Error(`bad district file: ${problems[0]}`);
  return rows;
}

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

/**
 * The gazetteer's districts and `count` subscribed businesses in matching's read model (what
 * BusinessProfileUpdated and SubscriptionActivated would write).
 */
export async function seedMatching(db: Db, districts: District[], count: number): Promise<void> {
  await importDistricts(db, districts);
  await seedBusinesses(db, districts, count);
}

export { importDistricts };

/** `count` subscribed businesses at random districts, written straight into matching's read model. */
export async function seedBusinesses(db: Db, districts: District[], count: number) {
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
    // Every bench business is subscribed (what billing's SubscriptionActivated would write; one in
    // five Premium), so each receives the leads it did before matching asked for a subscription.
    await db.execute(sql`
      insert into matching.businesses (business_id, name, work_category_id, location, latitude, longitude, is_active, is_verified, updated_at,
        package_id, subscription_status, subscription_changed_at)
      select id, name, category, location, lat, lon, true, true, ${now}::timestamptz,
        case when right(name, 1) = '0' or right(name, 1) = '5' then 'premium' else 'standard' end, 'active', ${now}::timestamptz
      from unnest(${column(0)}::uuid[], ${column(1)}::text[], ${column(2)}::uuid[], ${column(3)}::text[],
                  ${column(4)}::float8[], ${column(5)}::float8[]) as t(id, name, category, location, lat, lon)`);
    await db.execute(sql`
      insert into matching.business_services (business_id, service_id)
      select b, s from unnest(${`{${services.map((s) => s[0]).join(',')}}`}::uuid[], ${`{${services.map((s) => s[1]).join(',')}}`}::uuid[]) as t(b, s)`);
  }
  // The copy of each business's services matching reads when it matches a job (as the handler keeps it).
  await db.execute(sql`update matching.businesses b set service_ids = coalesce((select array_agg(s.service_id)
    from matching.business_services s where s.business_id = b.business_id), '{}')
    where b.name like 'Bench business %'`);
  await db.execute(sql`analyze matching.businesses`);
  await db.execute(sql`analyze matching.business_services`);
}

const benchId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'LocalPros123!' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface Posted {
  jobId: string | null;
  sentAt: number;
  answeredAt: number;
  status: number;
  /** The answer's message when it was not 201. */
  message?: string;
}

/** Posts jobs on a fixed schedule (open loop: a slow answer does not slow the arrivals). */
export async function postAtRate(
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
    posts.push(postJob(baseUrl, token, { location: pick(districts).outcode, service: askedService() }));
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

/** Posts one Cleaning job as the signed-in customer. */
export async function postJob(
  baseUrl: string,
  token: string,
  job: { location: string; service: string; title?: string },
): Promise<Posted> {
  const sentAt = Date.now();
  const response = await fetch(`${baseUrl}/api/job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      category_id: referenceIds.workCategory(cleaning),
      service_id: referenceIds.workService(cleaning, job.service),
      location: job.location,
      job_type: random() < 0.85 ? 'residential' : 'commercial',
      title: job.title ?? 'Weekly clean of a three-bedroom house',
      description: 'Kitchen, bathroom and living areas; we supply the products.',
      target_job_done: 'flexible',
      specificJobDoneDatetime: '',
    }),
  }).catch(() => undefined);
  const answeredAt = Date.now();
  if (!response) return { jobId: null, sentAt, answeredAt, status: 0 };
  const body = (await response.json().catch(() => ({}))) as { job?: { id: string }; message?: string };
  const posted: Posted = { jobId: body.job?.id ?? null, sentAt, answeredAt, status: response.status };
  return response.status === 201 ? posted : { ...posted, message: body.message ?? '' };
}

/** Each job's lead count and the epoch ms of its last lead, once no new leads appear for a second. */
export async function leadTimes(db: Db, jobIds: string[]): Promise<{ jobId: string; leads: number; lastMs: number }[]> {
  const idArray = `{${jobIds.join(',')}}`;
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
  return result.rows.map((r) => ({ jobId: r.job_id, leads: Number(r.leads), lastMs: Number(r.last_ms) }));
}

export type LeadTimes = Awaited<ReturnType<typeof leadTimes>>;

/** Per rate: errors, leads per job and posted→last lead percentiles. */
export function summariseRun(posted: Posted[], times: LeadTimes, rate: number) {
  const byJob = new Map(times.map((r) => [r.jobId, r]));
  const latencies: number[] = [];
  const leadCounts: number[] = [];
  for (const post of posted) {
    const row = post.jobId ? byJob.get(post.jobId) : undefined;
    leadCounts.push(row?.leads ?? 0);
    if (row) latencies.push(row.lastMs - post.sentAt);
  }
  return {
    rate,
    jobs: posted.length,
    /** A non-201 answer or a job that got no lead. */
    errors: posted.filter((p) => p.status !== 201 || !(p.jobId && byJob.has(p.jobId))).length,
    /** How many answers had each status. */
    firstError: posted.find((p) => p.message !== undefined)?.message,
    statuses: posted.reduce<Record<number, number>>((counts, p) => {
      counts[p.status] = (counts[p.status] ?? 0) + 1;
      return counts;
    }, {}),
    leadsPerJob: summarise(leadCounts),
    meanLeadsPerJob: leadCounts.reduce((a, b) => a + b, 0) / Math.max(1, leadCounts.length),
    leadsWritten: leadCounts.reduce((a, b) => a + b, 0),
    postToLeadsMs: summarise(latencies),
    httpMs: summarise(posted.map((p) => p.answeredAt - p.sentAt)),
  };
}

export type MatchingRun = ReturnType<typeof summariseRun>;
