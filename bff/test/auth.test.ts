import { describe, expect, it } from 'vitest';
import { productionEnv } from './production-env.js';
import { admin, cookieOf, fakeIdentity, type TestApp, user, useTestApps } from './support.js';

const start = useTestApps();

const login = (app: TestApp, email = 'ann@example.com', password = 'Secret123!') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('sessions', () => {
  it('signs in with { token, user } and an HttpOnly, Lax, 30-day cookie (not Secure outside production)', async () => {
    const app = await start();
    const response = await login(app, 'Ann@Example.com');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(body.user).toEqual({
      id: user().id,
      first_name: 'Ann',
      last_name: 'Smith',
      email: 'ann@example.com',
      mobile_number: '07123456789',
      avatar: null,
      userType: 'customer',
      emailVerified: true,
      business_name: null,
      impersonating: false,
    });
    const cookie = cookieOf(response.headers['set-cookie']);
    expect(cookie).toBe(`auth_token=${body.token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    // Beside it, the page-readable hint that someone is signed in: "1" and nothing else, same lifetime.
    expect(cookieOf(response.headers['set-cookie'], 'lp_signed_in')).toBe(
      'lp_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: user().id, sid: 'session-1', typ: 'customer' });
    expect(claims.act).toBeUndefined();
    expect(claims.exp - claims.iat).toBe(30 * 24 * 60 * 60);
  });

  it('keeps the token out of the body for a browser: it lives in the HttpOnly cookie alone', async () => {
    const app = await start();
    const fromPage = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ann@example.com', password: 'Secret123!' },
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    });
    expect(fromPage.statusCode).toBe(200);
    const body = fromPage.json() as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['user']);
    expect(cookieOf(fromPage.headers['set-cookie'])).toMatch(/^auth_token=[\w-]+\.[\w-]+\.[\w-]+; .*HttpOnly/);
    // An API client (no Sec-Fetch-Site; Node's fetch sends Sec-Fetch-Mode only) gets it to send as Bearer.
    expect((await login(app)).json()).toHaveProperty('token');
    const fromNode = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ann@example.com', password: 'Secret123!' },
      headers: { 'sec-fetch-mode': 'cors' },
    });
    expect(fromNode.json()).toHaveProperty('token');
  });

  it('marks the cookie Secure when NODE_ENV is production', async () => {
    const app = await start({ env: productionEnv });
    const cookie = cookieOf((await login(app)).headers['set-cookie']);
    expect(cookie).toContain('; Secure');
    expect(cookie).toContain('HttpOnly');
  });

  it('accepts the token from the cookie and from Authorization: Bearer', async () => {
    const app = await start();
    const { token } = (await login(app)).json() as { token: string };
    for (const headers of [{ cookie: `auth_token=${token}` }, { authorization: `Bearer ${token}` }]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { id: user().id, impersonating: false } });
    }
  });

  it('answers 401 "Please log in" and clears the cookie without a token, with a bad one or a foreign signature', async () => {
    const app = await start();
    const other = await start({ env: { JWT_SECRET: 'y'.repeat(40) } });
    const foreign = other.jwt.sign({ sub: user().id, sid: 'session-1', typ: 'customer' });
    const { token } = (await login(app)).json() as { token: string };
    const tampered = `${token.slice(0, -2)}xx`;
    for (const headers of [
      {},
      { cookie: 'auth_token=not-a-jwt' },
      { authorization: `Bearer ${foreign}` },
      { authorization: `Bearer ${tampered}` },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in', error: 'unauthenticated' });
      expect(cookieOf(response.headers['set-cookie'])).toMatch(
        /^auth_token=; Max-Age=0; Path=\/; .*HttpOnly; SameSite=Lax/,
      );
    }
  });

  it('answers 401 for a well-signed token whose session identity does not know (or that logged out)', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const { token } = (await login(app)).json() as { token: string };
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    expect(cookieOf(logout.headers['set-cookie'])).toMatch(/^auth_token=; Max-Age=0/);
    expect(cookieOf(logout.headers['set-cookie'], 'lp_signed_in')).toMatch(/^lp_signed_in=; Max-Age=0/);
    expect(identity.sessions.size).toBe(0);
    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please log in', error: 'unauthenticated' });
  });

  it('refuses an unverified account with 403 and error "unverified"', async () => {
    const app = await start({ identity: fakeIdentity([user({ emailVerified: false })]) });
    const response = await login(app);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Please verify your email address first. We have sent you a new code.',
      error: 'unverified',
    });
    expect(cookieOf(response.headers['set-cookie'])).toBeUndefined();
  });

  it('answers a wrong password with 401 in the error shape', async () => {
    const app = await start();
    const response = await login(app, 'ann@example.com', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('adds status_code to the wrong-current-password answer of update-password', async () => {
    const app = await start();
    const { token } = (await login(app)).json() as { token: string };
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'nope-nope', new_password: 'NewSecret1!', passwordConfirmation: 'NewSecret1!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, message: 'Your current password is incorrect.' });
  });
});

describe('roles and impersonation', () => {
  it('answers 403 "You do not have access to this" to a customer on an admin route', async () => {
    const app = await start();
    const { token } = (await login(app)).json() as { token: string };
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'ann@example.com' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this' });
  });

  it('lets an admin act as a user (act claim, impersonating flag) and come back', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity });
    const { token: adminToken } = (await login(app, admin.email)).json() as { token: string };
    const notImpersonating = await app.inject({
      method: 'POST',
      url: '/api/login/back-as-admin',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(notImpersonating.statusCode).toBe(403);
    expect(notImpersonating.json()).toEqual({ message: 'You are not impersonating anyone' });

    const impersonation = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { email: 'ann@example.com' },
    });
    expect(impersonation.statusCode).toBe(200);
    const { token, user: asUser } = impersonation.json() as {
      token: string;
      user: { id: string; impersonating: boolean };
    };
    expect(asUser).toMatchObject({ id: user().id, impersonating: true });
    expect(cookieOf(impersonation.headers['set-cookie'])).toContain(`auth_token=${token}`);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: user().id, typ: 'customer', act: { sub: admin.id } });

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ data: { id: user().id, impersonating: true } });

    const password = await app.inject({
      method: 'POST',
      url: '/api/auth/update-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Secret123!', new_password: 'NewSecret1!', passwordConfirmation: 'NewSecret1!' },
    });
    // Refused by the route's declared access before identity is asked (identity refuses it too).
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual({
      message: 'You are viewing this account as an admin: this action is not available while impersonating.',
      error: 'impersonating',
    });
    expect(identity.calls.some((c) => c.method === 'updatePassword')).toBe(false);

    // An impersonation session is the user's: admin routes are closed to it.
    const nested = await app.inject({
      method: 'POST',
      url: '/api/admin/impersonate/login',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'ann@example.com' },
    });
    expect(nested.statusCode).toBe(403);

    const back = await app.inject({
      method: 'POST',
      url: '/api/login/back-as-admin',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user: { id: admin.id, userType: 'admin', impersonating: false } });
  });

  it('refuses a token whose actor does not match the session identity holds', async () => {
    const app = await start();
    const { token } = (await login(app)).json() as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const forged = app.jwt.sign({ sub: claims.sub, sid: claims.sid, typ: 'customer', act: { sub: admin.id } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
