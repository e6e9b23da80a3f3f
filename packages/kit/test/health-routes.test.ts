import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReadinessCheck, registerHealthRoutes } from '../src/http/health-routes.js';

const ok = (name: string, critical?: boolean): ReadinessCheck => ({ name, critical, check: async () => undefined });
const down = (name: string, critical?: boolean): ReadinessCheck => ({
  name,
  critical,
  check: async () => {
    throw new Error(`${name} unreachable`);
  },
});

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function probe(checks: ReadinessCheck[], exposure?: 'internal' | 'public', shuttingDown = false) {
  app = Fastify();
  registerHealthRoutes(app, { checks, registry: new Registry(), isShuttingDown: () => shuttingDown, exposure });
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  const live = await app.inject({ method: 'GET', url: '/healthz' });
  return { status: ready.statusCode, body: ready.json(), live: live.statusCode };
}

describe('readiness', () => {
  it('is ready when every check answers', async () => {
    expect(await probe([ok('database'), ok('bus', false)])).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', bus: 'ok' } },
      live: 200,
    });
  });

  it('stays in its Service, degraded, while a non-critical dependency (the bus) is down', async () => {
    expect(await probe([ok('database'), down('bus', false)])).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', bus: 'bus unreachable' } },
      live: 200,
    });
  });

  it('says only "degraded" on a public port', async () => {
    expect(await probe([ok('database'), down('redis', false)], 'public')).toMatchObject({
      status: 200,
      body: { status: 'degraded' },
    });
  });

  it('is not ready when a critical dependency (the database) is down, whatever else answers', async () => {
    expect(await probe([down('database'), down('bus', false)])).toEqual({
      status: 503,
      body: { status: 'not ready', checks: { database: 'database unreachable', bus: 'bus unreachable' } },
      live: 200,
    });
  });

  it('is not ready while shutting down, and alive until it exits', async () => {
    expect(await probe([ok('database')], 'internal', true)).toMatchObject({ status: 503, live: 200 });
  });
});
