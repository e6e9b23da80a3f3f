import type { jobsRpc } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { asc } from 'drizzle-orm';
import { locations } from '../schema.js';

/** Every gazetteer entry, areas and districts, by code. */
export async function listLocations(db: Db): Promise<jobsRpc.ListLocationsResponse> {
  const rows = await db
    .select({
      location: locations.code,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .orderBy(asc(locations.code));
  return { locations: rows };
}
