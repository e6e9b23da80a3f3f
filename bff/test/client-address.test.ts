import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApps } from './support.js';

const startApp = useTestApps();

// The ingress-nginx pod the BFF sees every request come from, and two clients behind it.
const INGRESS_POD = '10.42.0.17';
const ATTACKER = '203.0.113.7';
const VICTIM = '198.51.100.9';

/** A login as it reaches the BFF through the ingress: it appends the address it saw to X-Forwarded-For. */
const loginThroughIngress = (
  app: TestApp,
  client: string,
  clientWritten: string | undefined,
  password = 'wrong-pass-1',
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password },
    remoteAddress: INGRESS_POD,
    headers: { 'x-forwarded-for': clientWritten ? `${clientWritten}, ${client}` : client },
  });

const start = async (trustProxy: string) => {
  const app = await startApp({
    env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT_PER_IP: '3', LOGIN_FAILURES_PER_ACCOUNT: '1000' },
  });
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
  return app;
};

describe.each([
  ['a hop count (TRUST_PROXY=1)', '1'],
  ["the ingress pods' CIDR (TRUST_PROXY=10.42.0.0/16)", '10.42.0.0/16'],
])('the client address behind the ingress, with %s', (_name, trustProxy) => {
  it('is the address the ingress appended, never a value the client wrote', async () => {
    const app = await start(trustProxy);
    const ipOf = async (headers: Record<string, string>, remoteAddress = INGRESS_POD) =>
      (await app.inject({ method: 'GET', url: '/test/ip', headers, remoteAddress })).json().ip;
    expect(await ipOf({ 'x-forwarded-for': ATTACKER })).toBe(ATTACKER);
    expect(await ipOf({ 'x-forwarded-for': `1.2.3.4, ${ATTACKER}` })).toBe(ATTACKER);
    expect(await ipOf({ 'x-forwarded-for': `${VICTIM}, 9.9.9.9, ${ATTACKER}` })).toBe(ATTACKER);
  });

  it('a spoofed X-Forwarded-For does not get round the per-address sign-in limit', async () => {
    const app = await start(trustProxy);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A new "first" address each time, as a client rotating spoofed values would send.
      statuses.push((await loginThroughIngress(app, ATTACKER, `100.64.${i}.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it("one client's failures, under any spoofed address, do not lock out another client", async () => {
    const app = await start(trustProxy);
    for (let i = 0; i < 5; i++) await loginThroughIngress(app, ATTACKER, VICTIM);
    expect((await loginThroughIngress(app, ATTACKER, VICTIM)).statusCode).toBe(429);
    // The victim, behind the same ingress pod, is still allowed (and signs in).
    const victim = await loginThroughIngress(app, VICTIM, undefined);
    expect(victim.statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ann@example.com', password: 'Secret123!' },
      remoteAddress: INGRESS_POD,
      headers: { 'x-forwarded-for': VICTIM },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('the client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For by default, and from an address outside the trusted CIDRs', async () => {
    const direct = await start('');
    const viaOutsider = await start('10.42.0.0/16');
    for (const app of [direct, viaOutsider]) {
      const response = await app.inject({
        method: 'GET',
        url: '/test/ip',
        remoteAddress: ATTACKER,
        headers: { 'x-forwarded-for': VICTIM },
      });
      expect(response.json().ip).toBe(ATTACKER);
    }
  });

  it('without TRUST_PROXY behind an ingress every client shares its address (why k8s sets it)', async () => {
    const app = await start('');
    for (let i = 0; i < 3; i++) await loginThroughIngress(app, ATTACKER, undefined);
    expect((await loginThroughIngress(app, VICTIM, undefined)).statusCode).toBe(429);
  });
});
