import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionEnv } from './production-env.js';
import { type TestApp, useTestApps } from './support.js';

const startApp = useTestApps();

// A built web app of one page, so the SPA fallback is really there to be refused.
const webDist = mkdtempSync(join(tmpdir(), 'localpros-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>LocalPros</title>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const mailbox = { listDevMailbox: async () => ({ messages: [] }) };
const start = async (env: Record<string, string>) => {
  const app = await startApp({ notifications: mailbox, env: { WEB_DIST_DIR: webDist, ...env } });
  return app;
};
const get = (app: TestApp, url: string) => app.inject({ method: 'GET', url });

describe('NODE_ENV=production, whatever PLATFORM says', () => {
  it.each([
    ['unset', {}],
    ['demo', { PLATFORM: 'demo' }],
    ['local', { PLATFORM: 'local' }],
  ])('has no dev mailbox, in the API or the web app (PLATFORM %s)', async (_platform, platform) => {
    const app = await start({ ...productionEnv, ...platform });
    const api = await get(app, '/api/dev/mailbox');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/dev/mailbox' });
    for (const page of ['/dev/mailbox', '/dev/mailbox?recipient=ann@example.com', '/dev/mailbox/']) {
      const response = await get(app, page);
      expect(response.statusCode, page).toBe(404);
      expect(response.body).not.toContain('<title>LocalPros</title>');
    }
    // The rest of the web app is served as ever.
    expect((await get(app, '/jobs')).body).toContain('<title>LocalPros</title>');
  });

  it('labels itself production unless PLATFORM says otherwise', async () => {
    expect((await get(await start(productionEnv), '/api/platform')).json()).toEqual({ platform: 'production' });
    expect((await get(await start({ ...productionEnv, PLATFORM: 'stag' }), '/api/platform')).json()).toEqual({
      platform: 'stag',
    });
  });

  it('keeps /metrics and the readiness details off the public port', async () => {
    const app = await start(productionEnv);
    const metrics = await get(app, '/metrics');
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({ message: 'Not found: GET /metrics' });
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await get(app, '/healthz')).json()).toEqual({ status: 'ok' });
  });
});

describe('off production', () => {
  it('serves the dev mailbox and its page, and /metrics on the one port unless METRICS_PORT is set', async () => {
    const app = await start({ PLATFORM: 'production' });
    expect((await get(app, '/api/dev/mailbox')).json()).toEqual({ messages: [] });
    expect((await get(app, '/dev/mailbox')).body).toContain('<title>LocalPros</title>');
    expect((await get(app, '/metrics')).body).toContain('process_cpu_user_seconds_total');
    expect((await get(app, '/readyz')).json()).toEqual({ status: 'ready', checks: {} });

    const split = await start({ METRICS_PORT: '0' });
    expect((await get(split, '/metrics')).statusCode).toBe(404);
  });
});
