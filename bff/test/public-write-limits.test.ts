import { GrpcStatus, RpcError } from '@localpros/kit';
import { describe, expect, it } from 'vitest';
import { admin, fakeIdentity, type TestApp, user, useTestApps } from './support.js';

const start = useTestApps();

/** identity as far as sign-up goes: every new address is accepted. */
function registeringIdentity() {
  const registered: string[] = [];
  return {
    registered,
    ...fakeIdentity(),
    async registerCustomer(request: { email: string }) {
      registered.push(request.email);
      return { user: user({ email: request.email, emailVerified: false }) };
    },
  };
}

const signUp = (app: TestApp, email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    remoteAddress: ip,
    payload: {
      fullName: 'Ann Smith',
      email,
      mobile_number: '07123456789',
      password: 'Secret123!',
      passwordConfirm: 'Secret123!',
    },
  });

describe('sign-up limits', () => {
  it('answers a burst of 25 sign-ups from one address with 429 after the 10th (default)', async () => {
    const identity = registeringIdentity();
    const app = await start({ identity });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signUp(app, `burst${i}@example.com`, '10.1.0.1')).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(identity.registered).toHaveLength(10);
    // Another address is not affected.
    expect((await signUp(app, 'neighbour@example.com', '10.1.0.2')).statusCode).toBe(201);
  });

  it('limits one e-mail address from rotating client addresses (3 per window by default)', async () => {
    const identity = registeringIdentity();
    const app = await start({ identity });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(app, 'Target@Example.com', `10.2.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const limited = await signUp(app, 'target@example.com', '10.2.0.99');
    expect((limited.json() as { message: string }).message).toMatch(
      /^Too many requests, please try again in \d+ minutes?$/,
    );
  });

  it('limits the job with sign-up per address too', async () => {
    const app = await start({ identity: registeringIdentity(), env: { REGISTER_RATE_LIMIT_PER_IP: '2' } });
    const post = () => app.inject({ method: 'POST', url: '/api/job/register', remoteAddress: '10.3.0.1', payload: {} });
    // Invalid bodies still count against the address (counted before validation).
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(429);
  });
});

describe('code limits per account', () => {
  it('stops admin sign-in codes for one account after 5 wrong ones, from any address, even for the right code', async () => {
    const identity = {
      ...fakeIdentity(),
      async completeAdminLogin(request: { email: string; code: string }) {
        if (request.code !== 'RIGHTCODE')
          throw new RpcError(GrpcStatus.UNAUTHENTICATED, 'This sign-in code is invalid or has expired');
        return identity.login({ email: admin.email, password: 'Secret123!' });
      },
    };
    const app = await start({ identity });
    const attempt = (code: string, ip: string, email = admin.email) =>
      app.inject({ method: 'POST', url: '/api/auth/admin/login', remoteAddress: ip, payload: { email, code } });
    // A right code resets the count.
    expect((await attempt('WRONG001', '10.4.0.1')).statusCode).toBe(401);
    expect((await attempt('RIGHTCODE', '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(`WRONG00${i}`, `10.4.1.${i}`)).statusCode).toBe(401);
    const limited = await attempt('RIGHTCODE', '10.4.2.1');
    expect(limited.statusCode).toBe(429);
    // Another account is not affected.
    expect((await attempt('WRONG999', '10.4.2.2', 'other-admin@example.com')).statusCode).toBe(401);
  });

  it("counts wrong e-mail change codes against the signed-in user's account", async () => {
    const base = fakeIdentity();
    const identity = {
      ...base,
      async confirmEmailChange() {
        throw RpcError.invalidArgument('Invalid verification code.');
      },
    };
    const app = await start({ identity, env: { CODE_FAILURES_PER_ACCOUNT: '3' } });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ann@example.com', password: 'Secret123!' },
    });
    const { token } = login.json() as { token: string };
    const confirm = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/confirm-update-email',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload: { email: 'new@example.com', confirmedEmail: 'new@example.com', verificationCode: 'ABCD2345' },
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await confirm(`10.5.0.${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('limits forgot-password and verification codes sent for one account, from any address', async () => {
    const identity = {
      ...fakeIdentity(),
      async resendVerification() {
        return {};
      },
    };
    const app = await start({ identity, env: { CODE_SEND_RATE_LIMIT_PER_ACCOUNT: '2' } });
    const forgot = (identifier: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: `/api/auth/security-code/${encodeURIComponent(identifier)}/send`,
        remoteAddress: ip,
      });
    expect((await forgot('ann@example.com', '10.6.0.1')).statusCode).toBe(200);
    expect((await forgot('ANN@example.com', '10.6.0.2')).statusCode).toBe(200);
    expect((await forgot('ann@example.com', '10.6.0.3')).statusCode).toBe(429);
    expect((await forgot('07123456789', '10.6.0.4')).statusCode).toBe(200);

    const resend = (email: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/auth/verify/resend', remoteAddress: ip, payload: { email } });
    expect((await resend('bob@example.com', '10.6.1.1')).statusCode).toBe(200);
    expect((await resend('bob@example.com', '10.6.1.2')).statusCode).toBe(200);
    expect((await resend('bob@example.com', '10.6.1.3')).statusCode).toBe(429);
  });
});
