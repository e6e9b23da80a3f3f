import { afterEach, describe, expect, it } from 'vitest';
import { createReferenceCache } from '../src/reference/reference-cache.js';
import { buildTestApp } from './support.js';

const cleaning = (services: string[]) => ({
  workCategories: [{ id: 'c1', name: 'Cleaning', services: services.map((name, i) => ({ id: `s${i}`, name })) }],
});

/** A jobs service whose answer the test changes, counting its calls. */
function fakeJobs() {
  const jobs = {
    calls: 0,
    answer: cleaning(['Domestic cleaning']),
    async listWorkCategories() {
      jobs.calls += 1;
      return jobs.answer;
    },
    async listLocations() {
      return { locations: [{ location: 'SW', name: 'London South West', latitude: 51.4, longitude: -0.2 }] };
    },
  };
  return jobs;
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('reference data held in memory', () => {
  it('answers from memory with an ETag, and 304 when the copy named is current', async () => {
    const jobs = fakeJobs();
    const app = await buildTestApp({ jobs });
    close = () => app.close();
    const first = await app.inject({ method: 'GET', url: '/api/work-category' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(cleaning(['Domestic cleaning']));
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/api/work-category' });
    expect(jobs.calls).toBe(1);
    const again = await app.inject({ method: 'GET', url: '/api/work-category', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await app.inject({
      method: 'GET',
      url: '/api/work-category',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({ method: 'GET', url: '/api/work-category', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    const locations = await app.inject({ method: 'GET', url: '/api/locations' });
    expect(locations.json().locations[0].location).toBe('SW');
    expect(locations.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refreshes in the background once older than the refresh time, and the new version gets a new ETag', async () => {
    let now = 0;
    const jobs = fakeJobs();
    const cache = createReferenceCache({
      load: () => jobs.listWorkCategories(),
      schema: (await import('zod')).z.any(),
      refreshMs: 5_000,
      now: () => now,
    });
    const first = await cache.get();
    jobs.answer = cleaning(['Domestic cleaning', 'Oven cleaning']);
    now = 4_999;
    expect(await cache.get()).toBe(first);
    now = 5_000;
    // The request that finds it stale is answered from memory; the refresh serves the next ones.
    expect(await cache.get()).toBe(first);
    await new Promise((resolve) => setImmediate(resolve));
    const second = await cache.get();
    expect(JSON.parse(second.body)).toEqual(jobs.answer);
    expect(second.etag).not.toBe(first.etag);
    expect(jobs.calls).toBe(2);
  });

  it('answers a failure of the first load as the service error (not a cached empty list)', async () => {
    const app = await buildTestApp({
      jobs: {
        async listWorkCategories() {
          throw new (await import('@localpros/kit')).RpcError(14, 'jobs is unavailable');
        },
      },
    });
    close = () => app.close();
    const response = await app.inject({ method: 'GET', url: '/api/work-category' });
    expect(response.statusCode).toBe(503);
  });
});
