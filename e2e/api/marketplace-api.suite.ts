import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { allContactMessages, type MarketplaceTarget, postJson } from '../support/marketplace-target.js';

/**
 * The marketplace's public API, asserted the same way against every way of running it.
 * `target()` is read inside each test, after the suite's beforeAll has started it.
 */
export function describeMarketplaceApi(mode: string, target: () => MarketplaceTarget) {
  const api = (path: string) => `${target().url}/api${path}`;

  describe(`marketplace API (${mode})`, () => {
    it('lists work categories with their services, Cleaning first and complete', async () => {
      const response = await fetch(api('/work-category'));
      expect(response.status).toBe(200);
      const { workCategories } = (await response.json()) as {
        workCategories: { id: string; name: string; services: { id: string; name: string }[] }[];
      };
      expect(workCategories.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Cleaning', 'Gardening', 'Handyman', 'Removals', 'Pest control']),
      );
      expect(workCategories[0]?.name).toBe('Cleaning');
      const cleaning = workCategories.find((c) => c.name === 'Cleaning');
      expect(cleaning?.services.map((s) => s.name)).toEqual([
        'After-builders cleaning',
        'Carpet cleaning',
        'Deep cleaning',
        'Domestic cleaning',
        'End of tenancy cleaning',
        'Office/commercial cleaning',
        'Oven cleaning',
        'Window cleaning',
      ]);
      for (const category of workCategories) {
        expect(category.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(category.services.length).toBeGreaterThanOrEqual(5);
      }
    });

    it('lists at least the 121 UK postcode areas with centroids', async () => {
      const response = await fetch(api('/locations'));
      expect(response.status).toBe(200);
      const { locations } = (await response.json()) as {
        locations: { location: string; name: string; latitude: number; longitude: number }[];
      };
      expect(locations.length).toBeGreaterThanOrEqual(121);
      expect(locations.find((l) => l.location === 'SW')).toMatchObject({ name: 'London South West' });
      for (const l of locations) {
        expect(l.latitude).toBeGreaterThan(49.8);
        expect(l.latitude).toBeLessThan(60.9);
        expect(l.longitude).toBeGreaterThan(-8.7);
        expect(l.longitude).toBeLessThan(1.8);
      }
    });

    it('takes a contact message and delivers it to the admin read model exactly once', async () => {
      const requestId = `e2e-${randomUUID()}`;
      const message = `Please call me about an end of tenancy clean ${randomUUID()}`;
      const response = await postJson(
        api('/customer/contact-us'),
        { name: 'Ann Smith', email: 'ann@example.com', phone: '07123 456789', message },
        { 'x-request-id': requestId },
      );
      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe(requestId);
      const body = (await response.json()) as { message: string; contactMessage: { id: string } };
      expect(body.message).toContain('Thank you');

      await expect
        .poll(async () => (await allContactMessages(target())).filter((m) => m.id === body.contactMessage.id))
        .toEqual([
          expect.objectContaining({ name: 'Ann Smith', email: 'ann@example.com', phone: '07123 456789', message }),
        ]);
    });

    it('answers a bad contact message with 400 and every field problem', async () => {
      const response = await postJson(api('/customer/contact-us'), {
        name: ' ',
        email: 'not-an-email',
        message: 'short',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: { path: string; message: string }[] };
      expect(body.message).toBe('Invalid request');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Invalid email format' },
          { path: 'message', message: 'Message must be at least 10 characters' },
        ]),
      );
    });

    it('answers malformed JSON with 400 in the one error shape', async () => {
      const response = await fetch(api('/customer/contact-us'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json()) as object)).toEqual(['message']);
    });

    it('answers an unknown /api path with a JSON 404', async () => {
      const response = await fetch(api('/no-such-endpoint'));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: 'Not found: GET /api/no-such-endpoint' });
    });

    it('serves the web app for SPA routes such as /business/{id}', async () => {
      // A business page whose id names no business is the app's not-found page, with a 404 for crawlers.
      for (const [path, status] of [
        ['/', 200],
        ['/contact-us', 200],
        ['/no-such-page', 200],
        ['/business/123', 404],
      ] as const) {
        const response = await fetch(`${target().url}${path}`);
        expect(response.status, path).toBe(status);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(await response.text()).toContain('<div id="root">');
      }
    });

    it('answers a missing build file with 404, not the SPA page', async () => {
      const response = await fetch(`${target().url}/assets/chunk-from-an-old-deploy.js`);
      expect(response.status).toBe(404);
    });

    it('publishes a valid OpenAPI 3 description of the API', async () => {
      const response = await fetch(api('/docs/json'));
      expect(response.status).toBe(200);
      const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
      expect(document.openapi).toMatch(/^3\./);
      const result = await new Validator().validate(document as never);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/work-category', '/api/locations', '/api/customer/contact-us']),
      );
      expect((await fetch(api('/docs'))).status).toBeLessThan(400);
    });

    it('sends security headers and no CORS grant by default', async () => {
      const response = await fetch(api('/work-category'), { headers: { origin: 'https://evil.example' } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('reports health, readiness and metrics', async () => {
      expect((await fetch(`${target().url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${target().url}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { status: string }).status).toBe('ready');
      const metrics = await (await fetch(`${target().url}/metrics`)).text();
      expect(metrics).toContain('process_cpu_user_seconds_total');
    });
  });
}
