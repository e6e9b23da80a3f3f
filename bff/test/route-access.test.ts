import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPERSONATION_REFUSED } from '../src/http/route-access.js';
import { routeAccessPlugin } from '../src/plugins/route-access.js';
import { admin, buildTestApp } from './support.js';

type App = Awaited<ReturnType<typeof buildTestApp>>;
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** `GET /api/job/{id}/responses` → `GET /api/job/:id/responses`, as Fastify spells it. */
const tableKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

async function tokenOf(app: App, email: string) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Secret123!' },
  });
  return (signedIn.json() as { token: string }).token;
}

describe('the declared route access', () => {
  it('has exactly one declaration per operation of the API document', async () => {
    const app = await buildTestApp();
    apps.push(app);
    await app.ready();
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => tableKey(method, path)),
    );
    expect(operations.sort()).toEqual([...app.routeAccessTable.keys()].sort());
  });

  it('documents the guard answers (401, 403) of a guarded operation', async () => {
    const app = await buildTestApp();
    apps.push(app);
    await app.ready();
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths['/api/job']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403']),
    );
    expect(Object.keys(document.paths['/api/work-category']?.get?.responses ?? {})).not.toContain('401');
  });

  it('stops the BFF from starting when an /api route declares no access', async () => {
    const app = Fastify();
    apps.push(app);
    const guard = async () => {};
    await app.register(
      fp(
        async (auth) => {
          auth.decorate('requireUser', guard);
          auth.decorate('requireRole', () => guard);
        },
        { name: 'auth' },
      ),
    );
    await app.register(routeAccessPlugin);
    const start = async () => {
      app.get('/api/work-category', { config: { access: { roles: 'public' } } }, async () => ({}));
      app.get('/api/undeclared', async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(
      'GET /api/undeclared declares no access: give the route config.access (who may call it)',
    );
  });
});

describe('an admin acting as a user', () => {
  it('may look, but is refused what the user could not undo, with a message the web app shows', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const adminToken = await tokenOf(app, admin.email);
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { email: 'ann@example.com' },
    });
    expect(started.statusCode).toBe(200);
    const asAnn = { authorization: `Bearer ${(started.json() as { token: string }).token}` };

    const look = await app.inject({ method: 'GET', url: '/api/auth/user', headers: asAnn });
    expect(look.statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/job'],
      ['DELETE', '/api/user'],
      ['PUT', '/api/user/update-phone'],
      ['POST', '/api/quote/0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f01/accept'],
      ['POST', '/api/job/0b5e7a52-3f55-4f0c-9d1b-0d1c4c6a1f01/update-status'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: asAnn, payload: {} });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: IMPERSONATION_REFUSED, error: 'impersonating' });
    }
    // Someone else's route stays closed with the usual answer.
    const business = await app.inject({ method: 'GET', url: '/api/business/leads', headers: asAnn });
    expect(business.statusCode).toBe(403);
    expect(business.json()).toEqual({ message: 'You do not have access to this' });

    const back = await app.inject({ method: 'POST', url: '/api/login/back-as-admin', headers: asAnn });
    expect(back.statusCode).toBe(200);
  });

  it('keeps 401 for a visitor on a guarded route', async () => {
    const app = await buildTestApp();
    apps.push(app);
    const visitor = await app.inject({ method: 'POST', url: '/api/job', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Please log in', error: 'unauthenticated' });
  });
});
