import type { jobsRpc } from '@localpros/contracts';
import { z } from 'zod';
import type { ServiceClients } from '../clients.js';
import { createReferenceCache, type ReferenceCache, type ReferenceEntry } from './reference-cache.js';
import type { ReferenceChanges } from './reference-changes.js';
import { createServiceCatalog, type ServiceCatalog } from './service-catalog.js';

export const workCategoriesResponse = z.object({
  workCategories: z.array(
    z.object({ id: z.string(), name: z.string(), services: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
});

export const locationsResponse = z.object({
  locations: z.array(z.object({ location: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() })),
});

/**
 * How stale this BFF's copy may get: an admin's change to a category, or a districts import, shows
 * within about this long (jobs publishes no event for them, and the BFF consumes none).
 */
export const REFERENCE_REFRESH_MS = 5_000;

export type GazetteerEntry = jobsRpc.Location;

/**
 * The jobs service's reference data as this BFF holds it, created once and handed to the routes
 * like the clients: the work categories and the gazetteer (postcode prefixes and their centroids),
 * served to browsers with an ETag and read by the routes that check a category or resolve a
 * location before calling a service (services do not call each other). One copy, refreshed in the
 * background (reference-cache.ts); this BFF's admin changes reload it at once.
 */
export interface ReferenceData {
  workCategories: ReferenceCache<jobsRpc.ListWorkCategoriesResponse>;
  locations: ReferenceCache<jobsRpc.ListLocationsResponse>;
  /** The active work categories with their services. */
  categories(): Promise<jobsRpc.WorkCategory[]>;
  /** The gazetteer entry for a code such as "sw4" or "SW", or undefined when there is none. */
  findLocation(code: string): Promise<GazetteerEntry | undefined>;
  /** The categories and services as the public pages name them (slugs). */
  catalog: ServiceCatalog;
}

export function createReferenceData(options: {
  jobs: Pick<ServiceClients['jobs'], 'listWorkCategories' | 'listLocations'>;
  refreshMs?: number;
  changes?: ReferenceChanges;
  onRefreshFailed?: (error: unknown) => void;
}): ReferenceData {
  const { jobs, refreshMs = REFERENCE_REFRESH_MS, onRefreshFailed } = options;
  const workCategories = createReferenceCache({
    load: () => jobs.listWorkCategories({}),
    schema: workCategoriesResponse,
    refreshMs,
    onRefreshFailed,
  });
  options.changes?.onWorkCategoriesChanged(() => workCategories.refreshNow());
  const locations = createReferenceCache({
    load: () => jobs.listLocations({}),
    schema: locationsResponse,
    refreshMs,
    onRefreshFailed,
  });
  // The gazetteer by code, worked out once per loaded copy.
  const byCode = new WeakMap<ReferenceEntry<jobsRpc.ListLocationsResponse>, Map<string, GazetteerEntry>>();
  const categories = async () => (await workCategories.get()).value.workCategories;

  return {
    workCategories,
    locations,
    categories,
    async findLocation(code) {
      const entry = await locations.get();
      let codes = byCode.get(entry);
      if (!codes) {
        codes = new Map(entry.value.locations.map((l) => [l.location.toUpperCase(), l] as const));
        byCode.set(entry, codes);
      }
      return codes.get(code.trim().toUpperCase());
    },
    catalog: createServiceCatalog(categories),
  };
}
