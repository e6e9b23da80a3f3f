import {
  type JobPosted,
  LEAD_RADIUS_KM,
  LeadsCreated,
  leadReceivingStatuses,
  type PayloadOf,
} from '@localpros/contracts';
import type { EventRecorder, Tx } from '@localpros/kit';
import { type SQL, sql } from 'drizzle-orm';
import { cancelledJobs, jobPlaces, jobSwitches } from '../schema.js';

/** The mean Earth radius (IUGG): distances between centroids are great circles on this sphere. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * earth_box measures on earthdistance's own sphere (6378.168 km), slightly larger than ours; the
 * box is widened by that ratio (and a metre) so it never cuts off a business the exact
 * haversine filter would keep. The box only narrows the index scan; the haversine decides.
 */
const EARTH_DISTANCE_RADIUS_KM = 6378.168;
const boxMetres = (radiusKm: number) => Math.ceil(radiusKm * 1000 * (EARTH_DISTANCE_RADIUS_KM / EARTH_RADIUS_KM)) + 1;

export interface InsertedLead {
  id: string;
  business_id: string;
  distance_km: number | null;
  created_at: string | Date;
  /** Null: a Standard business inside a Premium head start (announced later, release-leads.ts). */
  announced_at: string | Date | null;
}

/** The haversine distance in km from the job's centroid to the business row `b`, in SQL. */
const haversineKm = (lat: number, lon: number) => sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
  power(sin(radians(b.latitude - ${lat}::float8) / 2), 2)
  + cos(radians(${lat}::float8)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${lon}::float8) / 2), 2)
)))`;

type PostedJob = PayloadOf<typeof JobPosted>;

/**
 * A subscription that receives leads. Written as literals, word for word the predicate of the
 * partial index businesses_lead_receiving_earth_idx (migration 0007): the planner uses a partial
 * index only when the query states its predicate, which a bound parameter would not.
 */
export const leadReceiving = sql.raw(
  `b.subscription_status in (${leadReceivingStatuses.map((status) => `'${status}'`).join(', ')})`,
);

/**
 * The businesses a job goes to, with their distance, always with a lead-receiving subscription:
 * - named businesses: those of them that are live, wherever they are;
 * - otherwise every live business offering the service whose centroid is within the radius (the
 *   GiST index on ll_to_earth finds the earth_box candidates; the exact haversine decides);
 * - a premium job (LocalPros posts it for a new customer) goes to the Premium subscribers among
 *   those, and to the Standard ones only when no Premium one is there: decided in the same
 *   statement by a window over the candidates, so it is still one read of the index.
 */
export function eligibleBusinesses(
  job: Pick<PostedJob, 'serviceId' | 'latitude' | 'longitude' | 'specificBusinessIds' | 'type'>,
): SQL {
  if (job.specificBusinessIds.length > 0) {
    return sql`select b.business_id, case when b.latitude is null then null else ${haversineKm(job.latitude, job.longitude)} end as distance_km,
            b.package_id = 'premium' as is_premium
          from matching.businesses b
          where b.business_id = any(${`{${job.specificBusinessIds.join(',')}}`}::uuid[])
            and b.is_active and b.is_verified and ${leadReceiving}`;
  }
  const withinRadius = sql`from matching.businesses b
          where b.is_active and b.is_verified and b.latitude is not null and b.longitude is not null and ${leadReceiving}
            and b.service_ids @> array[${job.serviceId}::uuid]
            and earth_box(ll_to_earth(${job.latitude}::float8, ${job.longitude}::float8), ${boxMetres(LEAD_RADIUS_KM)}::float8)
                @> ll_to_earth(b.latitude, b.longitude)
            and ${haversineKm(job.latitude, job.longitude)} <= ${LEAD_RADIUS_KM}::float8`;
  if (job.type !== 'premium') {
    return sql`select b.business_id, ${haversineKm(job.latitude, job.longitude)} as distance_km,
            b.package_id = 'premium' as is_premium ${withinRadius}`;
  }
  return sql`select p.business_id, p.distance_km, p.is_premium from (
            select b.business_id, ${haversineKm(job.latitude, job.longitude)} as distance_km,
              b.package_id = 'premium' as is_premium,
              bool_or(b.package_id = 'premium') over () as premium_nearby
            ${withinRadius}) p
          where p.is_premium or not p.premium_nearby`;
}

/**
 * Creates the job's leads and its places (the cap it was posted with) in the caller's (inbox)
 * transaction, with the job's lock held (lockJob, a statement before: this one's snapshot must see
 * whatever committed under the lock). One statement for all of it, as each round trip on the path of
 * every job posted costs more than its work (issue 26): nothing for a cancelled job; the candidates
 * above, the unique (job, business) constraint making a repeat a no-op, and only the leads inserted
 * now announced; an admin's switch that stands (job_switches) makes them start suspended. A Premium
 * business receives the lead at once; when one is among the candidates, a Standard one receives it
 * `headStartSeconds` later (a named business at once: the customer chose it), and is announced
 * then by release-leads.ts. The LeadsCreated of the leads received now is recorded by the same
 * statement, PostgreSQL building its payload from the rows it inserts (recordSelected): Node reads
 * back none of a city job's hundreds of leads. Answers how many leads were created.
 */
export async function matchJob(
  tx: Tx,
  events: EventRecorder,
  job: PostedJob,
  headStartSeconds: number,
): Promise<number> {
  const candidates = eligibleBusinesses(job);
  const seconds = job.specificBusinessIds.length > 0 ? 0 : headStartSeconds;
  // The job's facts ride along: its alerts are worded without waiting for JobPosted elsewhere.
  const announcement = events.recordSelected(
    LeadsCreated,
    sql`select jsonb_build_object(
        'jobId', ${job.jobId}::uuid, 'customerId', ${job.customerId}::uuid,
        'job', jsonb_build_object('title', ${job.title}::text, 'location', ${job.location}::text,
          'serviceName', ${job.serviceName}::text),
        'leads', jsonb_agg(jsonb_build_object('leadId', id, 'businessId', business_id, 'distanceKm', distance_km)
          order by id),
        'createdAt', to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as payload
      from inserted where announced_at is not null
      having count(*) > 0`,
  );
  const created = (await tx.execute(sql`
    with cancelled as (select 1 from ${cancelledJobs} where job_id = ${job.jobId}::uuid),
    places_row as (
      insert into ${jobPlaces} (job_id, customer_id, cap, service_id, job_number, posted_at)
      select ${job.jobId}::uuid, ${job.customerId}::uuid, ${job.responseCap ?? null}::int, ${job.serviceId}::uuid,
        ${job.jobNumber ?? null}, ${job.postedAt}::timestamptz
      where not exists (select 1 from cancelled)
      on conflict do nothing),
    switched_off as (select 1 from ${jobSwitches} where job_id = ${job.jobId}::uuid and not (is_active and not deleted)),
    inserted as (
      insert into matching.leads (id, job_id, business_id, customer_id, distance_km, job_title, job_description,
        job_kind, job_type, service_id, service_name, location, target_job_done, specific_date, job_number,
        visible_at, announced_at, status)
      select matching.time_ordered_uuid(), ${job.jobId}::uuid, c.business_id, ${job.customerId}::uuid, c.distance_km,
        ${job.title}, ${job.description}, ${job.type}, ${job.jobType}, ${job.serviceId}::uuid, ${job.serviceName},
        ${job.location}, ${job.targetJobDone}, ${job.specificDate}, ${job.jobNumber ?? null},
        clock_timestamp() + case when c.waits then ${seconds}::int * interval '1 second' else interval '0' end,
        case when c.waits then null else clock_timestamp() end,
        case when exists (select 1 from switched_off) then 'suspended' else 'open' end
      from (select e.*, ${seconds}::int > 0 and not coalesce(e.is_premium, false)
                   and bool_or(coalesce(e.is_premium, false)) over () as waits
            from (${candidates}) e) c
      where not exists (select 1 from cancelled)
      on conflict (job_id, business_id) do nothing
      returning id, business_id, distance_km, created_at, announced_at),
    announced as (${announcement})
    select count(*)::int as created from inserted`)) as unknown as { rows: { created: number }[] };
  return created.rows[0]?.created ?? 0;
}

/** One LeadsCreated for the job's leads received now (none: nothing to say). */
export async function announceLeads(
  events: EventRecorder,
  job: Pick<PostedJob, 'jobId' | 'customerId'> & { facts?: PayloadOf<typeof LeadsCreated>['job'] },
  rows: readonly InsertedLead[],
): Promise<void> {
  if (rows.length === 0) return;
  await events.record(LeadsCreated, {
    jobId: job.jobId,
    customerId: job.customerId,
    // What the job is: its alerts are worded without waiting for JobPosted elsewhere.
    ...(job.facts ? { job: job.facts } : {}),
    leads: rows.map((lead) => ({
      leadId: lead.id,
      businessId: lead.business_id,
      distanceKm: lead.distance_km === null ? null : Number(lead.distance_km),
    })),
    createdAt: new Date(rows[0]?.created_at ?? Date.now()).toISOString(),
  });
}
