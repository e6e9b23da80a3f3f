import type { jobsRpc } from '@localpros/contracts';
import { GrpcStatus, RpcError } from '@localpros/kit';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceClients } from '../src/clients.js';
import { createMarketplaceStats, MARKETPLACE_STATS_REFRESH_MS } from '../src/views/marketplace-stats.js';
import { buildTestApp, fakeIdentity } from './support.js';

/** Identity and jobs answering with these totals, counting their calls; `failing` makes both unavailable. */
function fakeServices(totals: { businesses: number; reviews: jobsRpc.GetReviewTotalsResponse }) {
  const state = { calls: 0, failing: false, ...totals };
  const unavailable = () => new RpcError(GrpcStatus.UNAVAILABLE, 'connect ECONNREFUSED');
  return {
    state,
    identity: {
      ...fakeIdentity(),
      async countPublicBusinesses() {
        state.calls++;
        if (state.failing) throw unavailable();
        return { total: state.businesses };
      },
    },
    jobs: {
      async getReviewTotals() {
        if (state.failing) throw unavailable();
        return state.reviews;
      },
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function app(services: ReturnType<typeof fakeServices>) {
  const built = await buildTestApp({ identity: services.identity, jobs: services.jobs });
  close = () => built.close();
  return built;
}

describe('GET /api/public/marketplace-stats', () => {
  it('answers anyone with the figures, the average to one decimal, cacheable five minutes', async () => {
    const services = fakeServices({ businesses: 1234, reviews: { reviewsCount: 567, averageRating: 4.8571 } });
    const response = await (await app(services)).inject({ url: '/api/public/marketplace-stats' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({ verifiedBusinesses: 1234, reviews: 567, averageRating: 4.9 });
  });

  it('has no average without reviews', async () => {
    const services = fakeServices({ businesses: 0, reviews: { reviewsCount: 0, averageRating: 0 } });
    const response = await (await app(services)).inject({ url: '/api/public/marketplace-stats' });
    expect(response.json()).toEqual({ verifiedBusinesses: 0, reviews: 0, averageRating: null });
  });

  it('asks the services once for many requests, and answers 503 while they are down with nothing held', async () => {
    const services = fakeServices({ businesses: 3, reviews: { reviewsCount: 2, averageRating: 4.5 } });
    const server = await app(services);
    const answers = await Promise.all([1, 2, 3].map(() => server.inject({ url: '/api/public/marketplace-stats' })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(services.state.calls).toBe(1);

    const down = fakeServices({ businesses: 3, reviews: { reviewsCount: 2, averageRating: 4.5 } });
    down.state.failing = true;
    const other = await buildTestApp({ identity: down.identity, jobs: down.jobs });
    try {
      const response = await other.inject({ url: '/api/public/marketplace-stats' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).not.toBe('public, max-age=300');
    } finally {
      await other.close();
    }
  });
});

describe('the BFF copy of the marketplace figures', () => {
  it('is served for a minute, then reloaded in the background (kept-for-a-while.ts)', async () => {
    const services = fakeServices({ businesses: 10, reviews: { reviewsCount: 4, averageRating: 4.25 } });
    let clock = 0;
    const stats = createMarketplaceStats(services as unknown as ServiceClients, { now: () => clock });
    expect(await stats.get()).toEqual({ verifiedBusinesses: 10, reviews: 4, averageRating: 4.3 });

    services.state.businesses = 11;
    clock = MARKETPLACE_STATS_REFRESH_MS - 1;
    expect((await stats.get()).verifiedBusinesses).toBe(10);
    expect(services.state.calls).toBe(1);

    // The request that finds the copy a minute old is answered from it; the reload serves the next.
    clock = MARKETPLACE_STATS_REFRESH_MS;
    expect((await stats.get()).verifiedBusinesses).toBe(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await stats.get()).verifiedBusinesses).toBe(11);
    expect(services.state.calls).toBe(2);
  });
});
