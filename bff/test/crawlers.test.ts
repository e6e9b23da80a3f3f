import { describe, expect, it } from 'vitest';
import { publicPages } from '../src/routes/crawlers.js';
import { buildTestApp } from './support.js';

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

  it('lists every public page at PUBLIC_URL, whatever host the request names', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://www.localpros.co.uk' } });
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: 'attacker.example' } });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(publicPages.map((path) => `https://www.localpros.co.uk${path}`));
    expect(response.body).not.toContain('attacker.example');
  });
});
