import { describe, expect, it } from 'vitest';
import { CROSS_SITE_REFUSED } from '../src/plugins/csrf.js';
import { fakeIdentity, useTestApps } from './support.js';

const start = useTestApps();

const HOST = 'www.localpros.test';

async function signedIn(env: Record<string, string> = {}) {
  const identity = fakeIdentity();
  const app = await start({ identity, env });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: HOST, origin: `https://${HOST}` },
    payload: { email: 'ann@example.com', password: 'Secret123!' },
  });
  expect(login.statusCode).toBe(200);
  const { token } = login.json() as { token: string };
  return { app, identity, token, cookie: `auth_token=${token}` };
}

const refused = { message: CROSS_SITE_REFUSED, error: 'cross_site_request' };

describe('cross-site request forgery', () => {
  it('refuses a cross-site form post carrying the cookie, and the session lives on', async () => {
    const { app, identity, cookie } = await signedIn();
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        host: HOST,
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'confirm=yes',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(refused);
    expect(identity.sessions.size).toBe(1);

    const deleteForged = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { host: HOST, cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: '{"currentPassword":"Secret123!"}',
    });
    expect(deleteForged.statusCode).toBe(403);
    expect(identity.calls.some((c) => c.method === 'deleteAccount')).toBe(false);
  });

  it('lets the same site through: its own host, PUBLIC_URL or a CORS origin', async () => {
    const { app, cookie } = await signedIn({
      PUBLIC_URL: 'https://localpros.co.uk/',
      CORS_ORIGINS: 'https://admin.localpros.co.uk, https://partners.localpros.co.uk',
    });
    for (const origin of [
      `https://${HOST}`,
      'https://localpros.co.uk',
      'https://admin.localpros.co.uk',
      'https://partners.localpros.co.uk',
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: { host: HOST, cookie, origin },
        payload: {},
      });
      // Past the origin check: the body is what is wrong now.
      expect(response.statusCode, origin).toBe(400);
    }
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, origin: `https://${HOST}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('refuses a look-alike, an opaque "null" origin and a sibling subdomain', async () => {
    const { app, cookie } = await signedIn({ PUBLIC_URL: 'https://localpros.co.uk' });
    for (const origin of ['https://localpros.co.uk.evil.example', 'null', 'https://shop.localpros.co.uk']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: HOST, cookie, origin },
      });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('uses Sec-Fetch-Site when there is no Origin', async () => {
    const { app, cookie } = await signedIn();
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('leaves bearer requests, requests without the cookie, reads, and clients that send neither header alone', async () => {
    const { app, token, cookie } = await signedIn();
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { host: HOST, authorization: `Bearer ${token}`, origin: 'https://evil.example' },
      payload: { currentPassword: 'Secret123!', new_password: 'NewSecret1!', passwordConfirmation: 'NewSecret1!' },
    });
    expect(bearer.statusCode).toBe(200);

    // A header that only looks like a bearer leaves the cookie authenticating: checked as a cookie.
    for (const authorization of ['Bearer', 'Bearer ', 'Bearer two words', 'bearer\t']) {
      const lookalike = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: HOST, cookie, authorization, origin: 'https://evil.example' },
      });
      expect(lookalike.statusCode, authorization).toBe(403);
      expect(lookalike.json()).toEqual(refused);
    }

    const noCookie = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { email: 'ann@example.com', password: 'wrong-password' },
    });
    expect(noCookie.statusCode).toBe(401);

    const read = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { host: HOST, cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);

    const curl = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: HOST, cookie } });
    expect(curl.statusCode).toBe(200);
  });
});
