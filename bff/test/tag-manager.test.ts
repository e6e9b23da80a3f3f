import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { type TestApp, useTestApps } from './support.js';

const startApp = useTestApps();

// A built web app with the version file the build writes next to index.html.
const webDist = mkdtempSync(join(tmpdir(), 'localpros-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>LocalPros</title>');
writeFileSync(join(webDist, 'version.json'), '{"version":"build-1"}');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (app: TestApp, url: string) => app.inject({ method: 'GET', url });
const start = (env: Record<string, string> = {}) => startApp({ env: { WEB_DIST_DIR: webDist, ...env } });

describe('the analytics container (TAG_MANAGER_ID)', () => {
  it('unset: /api/platform names none and the CSP allows no analytics host', async () => {
    const app = await start();
    expect((await get(app, '/api/platform')).json()).toEqual({ platform: 'local' });
    const csp = String((await get(app, '/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('googletagmanager');
  });

  it('set: /api/platform names it and the CSP lets Tag Manager and Google Analytics in', async () => {
    const app = await start({ TAG_MANAGER_ID: 'GTM-AB12CD3' });
    expect((await get(app, '/api/platform')).json()).toEqual({ platform: 'local', tagManagerId: 'GTM-AB12CD3' });
    const csp = String((await get(app, '/')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('refuses a value that is not a container id', () => {
    for (const id of ['G-ABC123', 'GTM-', 'gtm-ab12cd3', 'GTM-AB12CD3"><script>']) {
      expect(bffConfigSchema.safeParse({ TAG_MANAGER_ID: id }).success, id).toBe(false);
    }
    expect(bffConfigSchema.safeParse({ TAG_MANAGER_ID: '' }).success).toBe(true);
  });
});

describe('the build version file', () => {
  it('is served to be revalidated on every check, never from a stale cache', async () => {
    const app = await start();
    const response = await get(app, '/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: 'build-1' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
