import { LEAD_RADIUS_KM, type matchingRpc } from '@localpros/contracts';
import { parseOrInvalid } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MatchingContext } from '../context.js';
import { eligibleBusinesses } from '../leads/match-job.js';

const findRequest = z.object({
  serviceId: z.uuid('Service is required'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

const countRequest = z.object({
  workCategoryIds: z.array(z.uuid()).max(500),
  serviceIds: z.array(z.uuid()).max(2000),
});

/**
 * The providers an admin may choose when posting a job: exactly the businesses a standard job would
 * reach by itself (verified, active, subscribed, offering the service, within 40 km), nearest first.
 * Naming them sends the job to them whatever their package.
 */
export async function findProviders(
  { db }: MatchingContext,
  raw: matchingRpc.FindProvidersRequest,
): Promise<matchingRpc.FindProvidersResponse> {
  const input = parseOrInvalid(findRequest, raw);
  const candidates = eligibleBusinesses({
    serviceId: input.serviceId,
    latitude: input.latitude,
    longitude: input.longitude,
    specificBusinessIds: [],
    type: 'standard',
  });
  const result = (await db.execute(sql`
    select b.business_id as id, b.name, c.distance_km
    from (${candidates}) c join matching.businesses b on b.business_id = c.business_id
    where c.distance_km <= ${LEAD_RADIUS_KM}::float8
    order by c.distance_km, b.name, b.business_id
    limit 1000`)) as unknown as { rows: { id: string; name: string; distance_km: number }[] };
  return {
    providers: result.rows.map((row) => ({ id: row.id, name: row.name, distanceKm: Number(row.distance_km) })),
  };
}

/** Active and inactive businesses per category (their main one) and per service they offer. */
export async function countBusinesses(
  { db }: MatchingContext,
  raw: matchingRpc.CountBusinessesRequest,
): Promise<matchingRpc.CountBusinessesResponse> {
  const input = parseOrInvalid(countRequest, raw);
  const uuids = (ids: string[]) => `{${ids.join(',')}}`;
  const [categories, services] = await Promise.all([
    input.workCategoryIds.length
      ? db.execute(sql`
          select work_category_id as id, count(*) filter (where is_active)::int as active,
            count(*) filter (where not is_active)::int as inactive
          from matching.businesses where work_category_id = any(${uuids(input.workCategoryIds)}::uuid[])
          group by work_category_id`)
      : { rows: [] },
    input.serviceIds.length
      ? db.execute(sql`
          select s.service_id as id, count(*) filter (where b.is_active)::int as active,
            count(*) filter (where not b.is_active)::int as inactive
          from matching.business_services s join matching.businesses b on b.business_id = s.business_id
          where s.service_id = any(${uuids(input.serviceIds)}::uuid[])
          group by s.service_id`)
      : { rows: [] },
  ]);
  type Row = { id: string; active: number; inactive: number };
  const rows = (result: unknown) => (result as { rows: Row[] }).rows;
  return { workCategories: rows(categories), services: rows(services) };
}
