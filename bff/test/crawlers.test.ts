import type { identityRpc } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../src/routes/crawlers.js';
import { defaultWebDistDir } from '../src/web-dist.js';
import { buildTestApp, fakeIdentity } from './support.js';

const CLEANING = '11111111-1111-4111-8111-111111111111';
const END_OF_TENANCY = '22222222-2222-4222-8222-222222222222';

/** A jobs service with one category, counting its calls. */
function fakeJobs() {
  const jobs = {
    calls: 0,
    async listWorkCategories() {
      jobs.calls += 1;
      return {
        workCategories: [
          { id: CLEANING, name: 'Cleaning', services: [{ id: END_OF_TENANCY, name: 'End of Tenancy Cleaning' }] },
        ],
      };
    },
  };
  return jobs;
}

/** An identity with these public businesses, answering the sitemap's listing by pages. */
function identityWith(businesses: identityRpc.PublicBusinessSummary[]) {
  const requests: identityRpc.ListPublicBusinessesRequest[] = [];
  return {
    ...fakeIdentity(),
    requests,
    async listPublicBusinesses(request: identityRpc.ListPublicBusinessesRequest) {
      requests.push(request);
      const page = businesses.slice(request.offset, request.offset + request.limit);
      return { businesses: page, total: businesses.length };
    },
  };
}

const bright = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Bright',
  location: 'SW',
  logo: '',
  updatedAt: '2026-10-02T09:30:00.000Z',
};

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of signed-in areas and the API, and names the sitemap on this site', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/robots.txt', headers: { host: 'localpros.example' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/admin', '/api/', '/dev/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://localpros.example/sitemap.xml');
  });

  it('lists the static pages, every landing page and every public business at PUBLIC_URL, whatever the host', async () => {
    const jobs = fakeJobs();
    const identity = identityWith([bright]);
    const app = await buildTestApp({ jobs, identity, env: { PUBLIC_URL: 'https://www.localpros.co.uk' } });
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    const again = await app.inject({ url: '/sitemap.xml' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual([
      ...publicPages.map((path) => `https://www.localpros.co.uk${path}`),
      'https://www.localpros.co.uk/services/cleaning',
      'https://www.localpros.co.uk/services/cleaning/end-of-tenancy-cleaning',
      `https://www.localpros.co.uk/business/${bright.id}`,
    ]);
    expect(response.body).toContain(`/business/${bright.id}</loc><lastmod>2026-10-02</lastmod>`);
    expect(response.body).not.toContain('attacker.example');
    // Held briefly: the second request built nothing again.
    expect(again.body).toBe(response.body);
    expect(identity.requests).toEqual([{ serviceId: '', limit: 1000, offset: 0 }]);
  });

  it('pages through every public business', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({
      ...bright,
      id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
    }));
    const identity = identityWith(many);
    const app = await buildTestApp({ jobs: fakeJobs(), identity });
    const response = await app.inject({ url: '/sitemap.xml' });
    await app.close();
    expect(response.body.match(/\/business\//g)?.length).toBe(1500);
    expect(identity.requests.map((r) => r.offset)).toEqual([0, 1000]);
  });

  it('serves a landing page with its own head, and an unknown category or service as a 404 kept out of search', async () => {
    // The web app as built by the test run's global setup: its server entry gives the heads.
    const app = await buildTestApp({
      jobs: fakeJobs(),
      env: { WEB_DIST_DIR: defaultWebDistDir, PUBLIC_URL: 'https://www.localpros.co.uk' },
    });
    const category = await app.inject({ url: '/services/cleaning' });
    const service = await app.inject({ url: '/services/cleaning/end-of-tenancy-cleaning' });
    const unknownCategory = await app.inject({ url: '/services/plumbing' });
    const unknownService = await app.inject({ url: '/services/cleaning/oven-cleaning' });
    await app.close();
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('<title>Cleaning services from verified local pros | LocalPros</title>');
    expect(service.statusCode).toBe(200);
    expect(service.body).toContain(
      '<link rel="canonical" href="https://www.localpros.co.uk/services/cleaning/end-of-tenancy-cleaning" />',
    );
    expect(service.body).toContain('End of Tenancy Cleaning near you');
    for (const unknown of [unknownCategory, unknownService]) {
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
      expect(unknown.body).toContain('<div id="root">');
    }
  });
});
