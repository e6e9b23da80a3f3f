import { describe, expect, it } from 'vitest';
import { fakeIdentity, type TestApp, useTestApps } from './support.js';

const start = useTestApps();

const login = (app: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('rate limits', () => {
  it('counts failed sign-ins per account, answers 429 in minutes after the limit, and resets on success', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity, env: { LOGIN_FAILURES_PER_ACCOUNT: '3' } });
    for (let i = 0; i < 2; i++) expect((await login(app, 'ann@example.com', 'wrong-one')).statusCode).toBe(401);
    // A success forgets the earlier failures.
    expect((await login(app, 'ann@example.com', 'Secret123!')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await login(app, 'ANN@example.com', 'wrong-one', `10.0.0.${i + 2}`)).statusCode).toBe(401);
    }
    const limited = await login(app, 'ann@example.com', 'Secret123!', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many login attempts, please try again in 15 minutes' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Blocked before identity is asked; another account is not affected.
    expect(identity.calls.filter((c) => c.method === 'login')).toHaveLength(6);
    expect((await login(app, 'admin@localpros.test', 'Secret123!')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address', async () => {
    const app = await start({ env: { LOGIN_RATE_LIMIT_PER_IP: '2', RATE_LIMIT_WINDOW_MINUTES: '5' } });
    expect((await login(app, 'ann@example.com', 'Secret123!')).statusCode).toBe(200);
    expect((await login(app, 'nobody@example.com', 'whatever1')).statusCode).toBe(401);
    const limited = await login(app, 'ann@example.com', 'Secret123!');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many login attempts, please try again in 5 minutes' });
    expect((await login(app, 'ann@example.com', 'Secret123!', '10.0.0.77')).statusCode).toBe(200);
  });

  it('limits the is-email/phone-registered checks per address per minute', async () => {
    const app = await start({ env: { ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: '2' } });
    const check = () => app.inject({ method: 'GET', url: '/api/user/is-email-registered/ann@example.com' });
    expect((await check()).json()).toEqual({ registered: true });
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/is-email-registered/nobody@example.com' })).json(),
    ).toEqual({ registered: false });
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toMatch(
      /^Too many requests, please try again in \d+ seconds?$/,
    );
  });

  it('limits code sending per address, and never says whether the account exists', async () => {
    const identity = fakeIdentity();
    const app = await start({ identity, env: { CODE_SEND_RATE_LIMIT_PER_IP: '2' } });
    const send = (identifier: string) =>
      app.inject({ method: 'POST', url: `/api/auth/security-code/${encodeURIComponent(identifier)}/send` });
    const known = await send('Ann@Example.com');
    const unknown = await send('07999999999');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'If an account exists for it, we have sent a code.' });
    expect(unknown.json()).toEqual(known.json());
    expect(identity.calls.filter((c) => c.method === 'sendSecurityCode').map((c) => c.request)).toEqual([
      { identifier: 'ann@example.com' },
      { identifier: '07999999999' },
    ]);
    const limited = await send('ann@example.com');
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toBe('Too many requests, please try again in 15 minutes');
  });

  it('answers 400 to a security-code identifier that is neither an e-mail nor a UK mobile', async () => {
    const app = await start();
    const response = await app.inject({ method: 'POST', url: '/api/auth/security-code/hello/send' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request',
      errors: [{ path: 'identifier', message: 'Enter your email address or your mobile number (07…)' }],
    });
  });
});
