import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SessionCheckCache } from '../src/http/session-cache.js';
import { admin, buildTestApp, cookieOf, fakeIdentity, type TestApp, user, useTestApps } from './support.js';

const start = useTestApps();

const signIn = async (app: TestApp, email = 'ann@example.com') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Secret123!' },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
const identityCalls = (identity: ReturnType<typeof fakeIdentity>, method: string) =>
  identity.calls.filter((c) => c.method === method);

describe('log out of all devices', () => {
  it('ends every session of the user, this one included, and clears the cookie', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const laptop = await signIn(app);
    const phone = await signIn(app);
    const adminToken = await signIn(app, admin.email);

    const answer = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(laptop) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'You have been logged out of all devices' });
    expect(cookieOf(answer.headers['set-cookie'])).toMatch(/^auth_token=; Max-Age=0/);
    // At once on this BFF, although the answers for both sessions were cached a moment ago.
    expect((await me(app, laptop)).statusCode).toBe(401);
    expect((await me(app, phone)).statusCode).toBe(401);
    expect((await me(app, adminToken)).statusCode).toBe(200);
  });

  it('is refused to an admin acting as the user', async () => {
    const app = await start();
    const adminToken = await signIn(app, admin.email);
    const impersonation = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: bearer(adminToken),
      payload: { email: 'ann@example.com' },
    });
    const { token } = impersonation.json() as { token: string };
    const answer = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) });
    expect(answer.statusCode).toBe(403);
  });
});

describe('changing the password', () => {
  it('ends every other session of the user at once; the current one stays', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const current = await signIn(app);
    const other = await signIn(app);
    expect((await me(app, other)).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: bearer(current),
      payload: { currentPassword: 'Secret123!', new_password: 'NewSecret1!', passwordConfirmation: 'NewSecret1!' },
    });
    expect(changed.statusCode).toBe(200);
    expect(identityCalls(identity, 'updatePassword')[0]?.request).toMatchObject({
      sessionId: claimsOf(current).sid,
    });
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await me(app, current)).statusCode).toBe(200);
  });
});

describe('the session-check cache', () => {
  it('asks identity once per session within SESSION_CACHE_MS, and sees an end made elsewhere within it', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity, env: { SESSION_CACHE_MS: '300' } });
    const token = await signIn(app);
    const asked = () => identityCalls(identity, 'authenticateSession').length;

    const answers = await Promise.all(Array.from({ length: 5 }, () => me(app, token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(asked()).toBe(1);

    // Another BFF logs the session out: this one may answer from its cache until the entry ages out.
    identity.sessions.delete(claimsOf(token).sid);
    await sleep(350);
    expect((await me(app, token)).statusCode).toBe(401);
    expect(asked()).toBe(2);
  });

  it("shows a change made with a session in that session's next request", async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = await signIn(app);
    expect((await me(app, token)).json()).toMatchObject({ data: { first_name: 'Ann' } });
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(token),
      payload: { first_name: 'Mary', last_name: 'Smith' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(app, token)).json()).toMatchObject({ data: { first_name: 'Mary' } });
  });

  it('asks identity every time with SESSION_CACHE_MS=0, and refuses more than 1000', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity, env: { SESSION_CACHE_MS: '0' } });
    const token = await signIn(app);
    await me(app, token);
    await me(app, token);
    expect(identityCalls(identity, 'authenticateSession')).toHaveLength(2);
    await expect(buildTestApp({ env: { SESSION_CACHE_MS: '5000' } })).rejects.toThrow(/SESSION_CACHE_MS/);
  });

  it('keeps answers for at most its lifetime, shares one lookup, and never keeps a refusal', async () => {
    let now = 0;
    const cache = new SessionCheckCache(1000, () => now);
    let asked = 0;
    const live = { user: user(), impersonatorId: '' };
    const ask = async () => {
      asked += 1;
      return live;
    };
    await Promise.all([cache.lookup('s1', ask), cache.lookup('s1', ask)]);
    now = 999;
    await cache.lookup('s1', ask);
    expect(asked).toBe(1);
    now = 1000;
    await cache.lookup('s1', ask);
    expect(asked).toBe(2);
    cache.clear();
    await cache.lookup('s1', ask);
    expect(asked).toBe(3);

    const refuse = async () => {
      asked += 1;
      throw new Error('session ended');
    };
    await expect(cache.lookup('s2', refuse)).rejects.toThrow();
    await expect(cache.lookup('s2', refuse)).rejects.toThrow();
    expect(asked).toBe(5);
  });
});

describe('re-authentication', () => {
  it('asks for the current password to change the e-mail address', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = await signIn(app);
    const change = (body: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/api/user/update-email', headers: bearer(token), payload: body });
    const address = { email: 'new@example.com', confirmedEmail: 'new@example.com' };

    const missing = await change(address);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Invalid request',
      errors: [{ path: 'currentPassword', message: 'Please enter your current password.' }],
    });
    const wrong = await change({ ...address, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your current password is incorrect.' });
    const right = await change({ ...address, currentPassword: 'Secret123!' });
    expect(right.statusCode).toBe(200);
    expect(identityCalls(identity, 'requestEmailChange').at(-1)?.request).toMatchObject({
      currentPassword: 'Secret123!',
    });
  });

  it('asks for the current password to delete the account', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const token = await signIn(app);
    const remove = (payload?: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token), ...(payload ? { payload } : {}) });

    expect((await remove()).statusCode).toBe(400);
    const wrong = await remove({ currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Your current password is incorrect.' });
    expect((await me(app, token)).statusCode).toBe(200);

    const right = await remove({ currentPassword: 'Secret123!' });
    expect(right.statusCode).toBe(200);
    expect(cookieOf(right.headers['set-cookie'])).toMatch(/^auth_token=; Max-Age=0/);
    expect((await me(app, token)).statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  async function impersonating(identity = fakeIdentity()) {
    const app = await start({ identity });
    const adminToken = await signIn(app, admin.email);
    const started = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: bearer(adminToken),
      payload: { email: 'ann@example.com' },
    });
    expect(started.statusCode).toBe(200);
    return { app, identity, adminToken, token: (started.json() as { token: string }).token, started };
  }

  it('gives a token and a cookie that last one hour, as identity says', async () => {
    const { token, started } = await impersonating();
    const claims = claimsOf(token);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(cookieOf(started.headers['set-cookie'])).toContain('Max-Age=3600;');
  });

  it('records every request made while impersonating: method, route pattern and status, never the data', async () => {
    const { app, identity, token, adminToken } = await impersonating();
    const recorded = () => identityCalls(identity, 'recordImpersonatedRequest').map((c) => c.request);
    const sid = claimsOf(token).sid;

    await me(app, token);
    await app.inject({ method: 'GET', url: '/api/platform', headers: bearer(token) });
    await app.inject({ method: 'GET', url: '/api/user/avatar/nope-123', headers: bearer(token) });
    await expect.poll(() => recorded().length).toBe(3);
    expect(recorded()).toEqual([
      { sessionId: sid, method: 'GET', route: '/api/auth/user', statusCode: 200 },
      { sessionId: sid, method: 'GET', route: '/api/platform', statusCode: 200 },
      { sessionId: sid, method: 'GET', route: '/api/user/avatar/:imageId', statusCode: 404 },
    ]);

    // The admin's own requests are not impersonation.
    await me(app, adminToken);
    await sleep(50);
    expect(recorded()).toHaveLength(3);
  });

  it('ends the impersonation token at once on back-as-admin', async () => {
    const { app, token } = await impersonating();
    expect((await me(app, token)).statusCode).toBe(200);
    const back = await app.inject({ method: 'POST', url: '/api/login/back-as-admin', headers: bearer(token) });
    expect(back.statusCode).toBe(200);
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('answers the request even when the audit call fails (and logs it)', async () => {
    const identity = fakeIdentity();
    identity.recordImpersonatedRequest = async () => {
      throw new Error('identity is down');
    };
    const { app, token } = await impersonating(identity);
    expect((await me(app, token)).statusCode).toBe(200);
  });
});
