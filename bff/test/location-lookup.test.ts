import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceClients } from '../src/clients.js';
import { createLocationLookup } from '../src/http/location-lookup.js';

const sw = { location: 'SW', name: 'London South West', latitude: 51.46, longitude: -0.17 };

function fakeJobs(answers: (() => Promise<{ locations: (typeof sw)[] }>)[]) {
  const listLocations = vi.fn(() => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  return { jobs: { listLocations } as unknown as ServiceClients['jobs'], listLocations };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('location lookup', () => {
  it('finds a code whatever its case and asks jobs again only after a minute', async () => {
    vi.useFakeTimers();
    const { jobs, listLocations } = fakeJobs([async () => ({ locations: [sw] }), async () => ({ locations: [] })]);
    const lookup = createLocationLookup(jobs);
    expect(await lookup.find(' sw ')).toEqual(sw);
    expect(await lookup.find('ZZ9')).toBeUndefined();
    expect(listLocations).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_001);
    expect(await lookup.find('SW')).toBeUndefined();
    expect(listLocations).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed call', async () => {
    const { jobs, listLocations } = fakeJobs([
      async () => {
        throw new Error('jobs is down');
      },
      async () => ({ locations: [sw] }),
    ]);
    const lookup = createLocationLookup(jobs);
    await expect(lookup.find('SW')).rejects.toThrow('jobs is down');
    expect(await lookup.find('SW')).toEqual(sw);
    expect(listLocations).toHaveBeenCalledTimes(2);
  });
});
