import { describe, expect, it, vi } from 'vitest';
import { createReferenceData } from '../src/reference/reference-data.js';

const sw = { location: 'SW', name: 'London South West', latitude: 51.46, longitude: -0.17 };
const cleaning = { id: 'c1', name: 'Cleaning', services: [{ id: 's1', name: 'Deep Clean' }] };

/** A jobs client answering each call from the next answer of its list. */
function fakeJobs(locations: (() => Promise<{ locations: (typeof sw)[] }>)[]) {
  const listLocations = vi.fn(() => {
    const next = locations.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  const listWorkCategories = vi.fn(async () => ({ workCategories: [cleaning] }));
  return { listLocations, listWorkCategories };
}

describe("the routes' reference lookups: one copy of the jobs service's data", () => {
  it('finds a code whatever its case, from the copy the browsers are served', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    try {
      const jobs = fakeJobs([async () => ({ locations: [sw] }), async () => ({ locations: [] })]);
      const reference = createReferenceData({ jobs: jobs as never, refreshMs: 5_000 });
      expect(await reference.findLocation(' sw ')).toEqual(sw);
      expect(await reference.findLocation('ZZ9')).toBeUndefined();
      expect((await reference.locations.get()).body).toContain('"SW"');
      expect(jobs.listLocations).toHaveBeenCalledTimes(1);
      // Past the refresh time the copy held answers while a reload runs; the next lookup sees it.
      vi.setSystemTime(start + 5_001);
      expect(await reference.findLocation('SW')).toEqual(sw);
      await vi.waitFor(async () => expect(await reference.findLocation('SW')).toBeUndefined());
      expect(jobs.listLocations).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not remember a failed load', async () => {
    const jobs = fakeJobs([
      async () => {
        throw new Error('jobs is down');
      },
      async () => ({ locations: [sw] }),
    ]);
    const reference = createReferenceData({ jobs: jobs as never });
    await expect(reference.findLocation('SW')).rejects.toThrow('jobs is down');
    expect(await reference.findLocation('SW')).toEqual(sw);
  });

  it('asks jobs for the categories once for the checks, the catalog and the browsers alike', async () => {
    const jobs = fakeJobs([]);
    const reference = createReferenceData({ jobs: jobs as never });
    expect(await reference.categories()).toEqual([cleaning]);
    expect(await reference.catalog.serviceById('s1')).toMatchObject({ service: { slug: 'deep-clean' } });
    expect((await reference.workCategories.get()).body).toContain('Deep Clean');
    expect(jobs.listWorkCategories).toHaveBeenCalledTimes(1);
  });
});
