import type { jobsRpc } from '@localpros/contracts';
import type { ServiceClients } from '../clients.js';

export type GazetteerEntry = jobsRpc.Location;

const DEFAULT_TTL_MS = 60_000;

/**
 * The jobs gazetteer (postcode prefixes and their centroids), held for a minute: services do
 * not call each other, so the BFF resolves a location code before it reaches identity.
 */
export function createLocationLookup(jobs: ServiceClients['jobs'], ttlMs = DEFAULT_TTL_MS) {
  let cached: { at: number; byCode: Promise<Map<string, GazetteerEntry>> } | undefined;

  function entries(): Promise<Map<string, GazetteerEntry>> {
    if (cached && Date.now() - cached.at < ttlMs) return cached.byCode;
    const byCode = jobs
      .listLocations({})
      .then(({ locations }) => new Map(locations.map((l) => [l.location.toUpperCase(), l] as const)));
    const entry = { at: Date.now(), byCode };
    cached = entry;
    // A failed call is not remembered: the next request asks again.
    byCode.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return byCode;
  }

  return {
    /** The gazetteer entry for a code such as "sw4" or "SW", or undefined when there is none. */
    async find(code: string): Promise<GazetteerEntry | undefined> {
      return (await entries()).get(code.trim().toUpperCase());
    },
  };
}
