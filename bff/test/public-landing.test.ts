import type { identityRpc, jobsRpc } from '@localpros/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { slugOf, toCatalog } from '../src/reference/service-catalog.js';
import { buildTestApp, fakeIdentity } from './support.js';

const CLEANING = '11111111-1111-4111-8111-111111111111';
const END_OF_TENANCY = '22222222-2222-4222-8222-222222222222';
const BRIGHT = '33333333-3333-4333-8333-333333333333';
const ACME = '44444444-4444-4444-8444-444444444444';
const UNKNOWN = '99999999-9999-4999-8999-999999999999';

const workCategories: jobsRpc.WorkCategory[] = [
  { id: CLEANING, name: 'Cleaning', services: [{ id: END_OF_TENANCY, name: 'End of Tenancy Cleaning' }] },
];

function fakeJobs(prices: jobsRpc.ServicePrice[] = []) {
  const requests: string[] = [];
  return {
    requests,
    async listWorkCategories() {
      return { workCategories };
    },
    async getBusinessRatings({ businessIds }: jobsRpc.GetBusinessRatingsRequest) {
      return { ratings: businessIds.includes(BRIGHT) ? [{ businessId: BRIGHT, average: 4.66, count: 3 }] : [] };
    },
    async getServicePrices({ serviceId }: jobsRpc.GetServicePricesRequest) {
      requests.push(serviceId);
      return { prices, minQuotes: 5 };
    },
  };
}

function fakeIdentityWithBusinesses() {
  const requests: identityRpc.ListPublicBusinessesRequest[] = [];
  const businesses = [
    { id: ACME, name: 'Acme', location: '', logo: '', updatedAt: '2026-10-01T00:00:00.000Z' },
    { id: BRIGHT, name: 'Bright', location: 'SW', logo: '/api/business/logo/x', updatedAt: '2026-10-01T00:00:00.000Z' },
  ];
  return {
    ...fakeIdentity(),
    requests,
    async listPublicBusinesses(request: identityRpc.ListPublicBusinessesRequest) {
      requests.push(request);
      return { businesses: businesses.slice(request.offset, request.offset + request.limit), total: businesses.length };
    },
  };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function app(jobs = fakeJobs(), identity = fakeIdentityWithBusinesses()) {
  const built = await buildTestApp({ jobs, identity });
  close = () => built.close();
  return built;
}

describe('landing-page slugs', () => {
  it('derives lower-case hyphenated slugs, unique and stable whatever the order', () => {
    expect(slugOf('End of Tenancy Cleaning')).toBe('end-of-tenancy-cleaning');
    expect(slugOf('  Pest control & Removals! ')).toBe('pest-control-and-removals');
    expect(slugOf('Café déco')).toBe('cafe-deco');
    const twins = [
      { id: 'b0000000-0000-4000-8000-000000000000', name: 'Oven cleaning' },
      { id: 'a0000000-0000-4000-8000-000000000000', name: 'Oven Cleaning' },
    ];
    const one = toCatalog([{ id: CLEANING, name: 'Cleaning', services: twins }]);
    const other = toCatalog([{ id: CLEANING, name: 'Cleaning', services: [...twins].reverse() }]);
    const slugs = (c: typeof one) => Object.fromEntries((c[0]?.services ?? []).map((s) => [s.id, s.slug]));
    expect(slugs(one)).toEqual({
      'a0000000-0000-4000-8000-000000000000': 'oven-cleaning',
      'b0000000-0000-4000-8000-000000000000': 'oven-cleaning-b0000000',
    });
    expect(slugs(other)).toEqual(slugs(one));
  });
});

describe('public landing data', () => {
  it('lists the catalog with slugs, to anyone, cacheable', async () => {
    const response = await (await app()).inject({ url: '/api/public/services' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      categories: [
        {
          id: CLEANING,
          name: 'Cleaning',
          slug: 'cleaning',
          services: [{ id: END_OF_TENANCY, name: 'End of Tenancy Cleaning', slug: 'end-of-tenancy-cleaning' }],
        },
      ],
    });
  });

  it("lists a service's public businesses with their ratings, by pages, with public fields only", async () => {
    const identity = fakeIdentityWithBusinesses();
    const server = await app(fakeJobs(), identity);
    const response = await server.inject({ url: `/api/public/services/${END_OF_TENANCY}/businesses?limit=1&offset=1` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      businesses: [
        { id: BRIGHT, name: 'Bright', location: 'SW', logo: '/api/business/logo/x', rating: 4.7, reviewsCount: 3 },
      ],
      total: 2,
    });
    expect(identity.requests).toEqual([{ serviceId: END_OF_TENANCY, limit: 1, offset: 1 }]);
    const defaults = await server.inject({ url: `/api/public/services/${END_OF_TENANCY}/businesses` });
    expect(defaults.json().businesses[0]).toMatchObject({
      id: ACME,
      location: null,
      logo: null,
      rating: null,
      reviewsCount: 0,
    });
    expect(identity.requests[1]).toEqual({ serviceId: END_OF_TENANCY, limit: 12, offset: 0 });
  });

  it('refuses a malformed id or paging with a 400, and an unknown service with a 404', async () => {
    const identity = fakeIdentityWithBusinesses();
    const server = await app(fakeJobs(), identity);
    const malformed = await server.inject({ url: '/api/public/services/cleaning/businesses' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBeTruthy();
    const tooMany = await server.inject({ url: `/api/public/services/${END_OF_TENANCY}/businesses?limit=500` });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await server.inject({ url: `/api/public/services/${UNKNOWN}/businesses` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Service not found' });
    const unknownPrices = await server.inject({ url: `/api/public/services/${UNKNOWN}/prices` });
    expect(unknownPrices.statusCode).toBe(404);
    expect(identity.requests).toEqual([]);
  });

  it("gives a service's typical prices as the jobs service aggregates them", async () => {
    const price = {
      rateType: 'hourly',
      quotesCount: 6,
      medianPence: 2_000,
      lowerQuartilePence: 1_800,
      upperQuartilePence: 2_500,
    };
    const jobs = fakeJobs([price]);
    const response = await (await app(jobs)).inject({ url: `/api/public/services/${END_OF_TENANCY}/prices` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ prices: [price], minQuotes: 5 });
    expect(jobs.requests).toEqual([END_OF_TENANCY]);
  });
});
