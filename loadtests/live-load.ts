/**
 * The live section of `npm run bench` (loadtests/bench/live.ts): businesses that can sign in and
 * hold a live stream, placed where the jobs will be posted, and the leads matching wrote for the
 * jobs posted (what every stream must have carried, exactly once).
 */
import { referenceIds } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../services/identity/src/accounts/passwords.js';
import type { District } from './matching-load.js';
import { seededRandom } from './stats.js';

/** The demo password (identity's seed): the live businesses sign in with it through the BFF. */
export const LIVE_PASSWORD = 'LocalPros123!';

/** Live business i: its user id (also its id in matching) and sign-in e-mail. */
export const liveBusinessId = (i: number) => `00000000-0000-4000-9000-${i.toString(16).padStart(12, '0')}`;
export const liveBusinessEmail = (i: number) => `live-business-${i}@bench.localpros.test`;

/** Every Cleaning service: a live business offers them all, so a job within 40 km is always its lead. */
export const liveServices = [
  'Domestic cleaning',
  'End of tenancy cleaning',
  'Deep cleaning',
  'Carpet cleaning',
  'Oven cleaning',
  'Window cleaning',
  'Office/commercial cleaning',
  'After-builders cleaning',
];

/** Where live business i is: districts drawn (seeded) from the gazetteer, the same on every run. */
export function liveDistricts(districts: District[], count: number): District[] {
  const random = seededRandom(20261201);
  return Array.from({ length: count }, () => districts[Math.floor(random() * districts.length)] as District);
}

/**
 * `count` businesses that can sign in (identity's users and business profiles: verified, active,
 * the demo password) and that receive leads (matching's read model: subscribed, every Cleaning
 * service), written straight into the tables as the registration, vetting and subscription events
 * would. Matching's other bench businesses are removed first, so every lead goes to a business
 * holding a stream and the figures do not depend on which bench sections ran before.
 */
export async function seedLiveBusinesses(db: Db, districts: District[], count: number): Promise<void> {
  await db.execute(
    sql`delete from matching.businesses where name like 'Bench business %' or name like 'Live business %'`,
  );
  const passwordHash = await hashPassword(LIVE_PASSWORD);
  const category = referenceIds.workCategory('Cleaning');
  const serviceIds = liveServices.map((name) => referenceIds.workService('Cleaning', name));
  const places = liveDistricts(districts, count);
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 1000) {
    const rows = places.slice(start, start + 1000).map((place, k) => ({ i: start + k, place }));
    const array = (values: (string | number)[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;
    const ids = array(rows.map((r) => liveBusinessId(r.i)));
    const names = array(rows.map((r) => `Live business ${r.i}`));
    const emails = array(rows.map((r) => liveBusinessEmail(r.i)));
    const outcodes = array(rows.map((r) => r.place.outcode));
    const lats = array(rows.map((r) => r.place.latitude));
    const lons = array(rows.map((r) => r.place.longitude));
    await db.execute(sql`
      insert into identity.users (id, user_type, first_name, last_name, email, password_hash, email_verified_at)
      select id, 'business', 'Live', name, email, ${passwordHash}, ${now}::timestamptz
      from unnest(${ids}::uuid[], ${names}::text[], ${emails}::text[]) as t(id, name, email)
      on conflict do nothing`);
    await db.execute(sql`
      insert into identity.business_profiles (user_id, business_name, work_category_id, service_ids, location, latitude, longitude)
      select id, name, ${category}::uuid, ${JSON.stringify(serviceIds)}::jsonb, location, lat, lon
      from unnest(${ids}::uuid[], ${names}::text[], ${outcodes}::text[], ${lats}::float8[], ${lons}::float8[])
        as t(id, name, location, lat, lon)
      on conflict do nothing`);
    await db.execute(sql`
      insert into matching.businesses (business_id, name, work_category_id, location, latitude, longitude, is_active, is_verified,
        updated_at, package_id, subscription_status, subscription_changed_at, service_ids)
      select id, name, ${category}::uuid, location, lat, lon, true, true, ${now}::timestamptz, 'standard', 'active',
        ${now}::timestamptz, ${array(serviceIds)}::uuid[]
      from unnest(${ids}::uuid[], ${names}::text[], ${outcodes}::text[], ${lats}::float8[], ${lons}::float8[])
        as t(id, name, location, lat, lon)`);
    await db.execute(sql`
      insert into matching.business_services (business_id, service_id)
      select b, s from unnest(${ids}::uuid[]) as b, unnest(${array(serviceIds)}::uuid[]) as s`);
  }
  await db.execute(sql`analyze matching.businesses`);
  await db.execute(sql`analyze matching.business_services`);
}

/** One lead matching wrote: the business whose stream must carry it. */
export interface LeadPair {
  jobId: string;
  businessId: string;
}

/** The leads of these jobs, once no new one appears for a second (matching is done with them). */
export async function leadPairs(db: Db, jobIds: string[]): Promise<LeadPair[]> {
  if (jobIds.length === 0) return [];
  const ids = `{${jobIds.join(',')}}`;
  let previous = -1;
  for (;;) {
    const counted = (await db.execute(
      sql`select count(*)::int as n from matching.leads where job_id = any(${ids}::uuid[])`,
    )) as unknown as { rows: { n: number }[] };
    const now = Number(counted.rows[0]?.n ?? 0);
    if (now === previous) break;
    previous = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const result = (await db.execute(
    sql`select job_id, business_id from matching.leads where job_id = any(${ids}::uuid[])`,
  )) as unknown as { rows: { job_id: string; business_id: string }[] };
  return result.rows.map((r) => ({ jobId: r.job_id, businessId: r.business_id }));
}

/** Where a lead's time went, on the database's clock, in ms from its job being stored. */
export interface LeadStages {
  /** matching.leads.created_at (the lead row's clock_timestamp()). */
  leadWrittenMs: number[];
  /** notifications.lead_notifications.created_at of its job's row (its transaction's start). */
  notificationMs: number[];
}

/** The stages of these jobs' leads for these businesses: job stored → lead written → notification stored. */
export async function leadStages(db: Db, jobIds: string[], businessIds: string[]): Promise<LeadStages> {
  if (jobIds.length === 0) return { leadWrittenMs: [], notificationMs: [] };
  const result = (await db.execute(sql`
    select extract(epoch from l.created_at - j.created_at) * 1000 as lead_ms,
      extract(epoch from n.created_at - j.created_at) * 1000 as notification_ms
    from jobs.jobs j
    join matching.leads l on l.job_id = j.id
    left join notifications.lead_notifications n on n.job_id = j.id and n.business_ids @> array[l.business_id]
    where j.id = any(${`{${jobIds.join(',')}}`}::uuid[])
      and l.business_id = any(${`{${businessIds.join(',')}}`}::uuid[])`)) as unknown as {
    rows: { lead_ms: number | string; notification_ms: number | string | null }[];
  };
  return {
    leadWrittenMs: result.rows.map((r) => Number(r.lead_ms)),
    notificationMs: result.rows.flatMap((r) => (r.notification_ms === null ? [] : [Number(r.notification_ms)])),
  };
}
