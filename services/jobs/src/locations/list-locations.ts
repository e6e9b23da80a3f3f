import type { jobsRpc } from '@localpros/contracts';
import { asc } from 'drizzle-orm';
import type { JobsContext } from '../context.js';
import { locations } from '../schema.js';

/** Every gazetteer entry, areas and districts, by code. */
export async function listLocations({ db }: JobsContext): Promise<jobsRpc.ListLocationsResponse> {
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
