import { type ConfigError, developmentSecret, loadConfig } from '@localpros/kit';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { productionEnv } from './production-env.js';
import { buildTestApp } from './support.js';

const problemsOf = (env: Readonly<Record<string, string>>) => {
  try {
    loadConfig(bffConfigSchema, env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('BFF config', () => {
  it('on NODE_ENV=production requires every secret it reads and the public address, one line each', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production (at least 32 random characters)',
      'CALLER_SIGNING_KEY: is required when NODE_ENV=production (the Ed25519 key of bff: npm run caller-keys makes a pair)',
      "PUBLIC_URL: is required when NODE_ENV=production (the site's address, e.g. https://www.localpros.co.uk)",
      "SQUARE_APPLICATION_ID: is required when NODE_ENV=production (Square's application id, sq0idp-…)",
      'SQUARE_LOCATION_ID: is required when NODE_ENV=production (the Square location that takes payments)',
    ]);
    expect(problemsOf(productionEnv)).toEqual([]);
    expect(problemsOf({ ...productionEnv, PUBLIC_URL: '' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is required/),
    ]);
    // Elsewhere the request's own address stands in.
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('needs real secrets on a public address even in development (the dev overlay outside a local cluster)', () => {
    const when = 'when PUBLIC_URL is a public address, even outside production';
    expect(problemsOf({ NODE_ENV: 'development', PUBLIC_URL: 'https://staging.localpros.co.uk' })).toEqual([
      `JWT_SECRET: is required ${when} (at least 32 random characters)`,
      `CALLER_SIGNING_KEY: is required ${when} (the Ed25519 key of bff: npm run caller-keys makes a pair)`,
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'development',
        PUBLIC_URL: 'https://staging.localpros.co.uk',
        JWT_SECRET: developmentSecret('JWT_SECRET'),
        CALLER_SIGNING_KEY: productionEnv.CALLER_SIGNING_KEY,
      }),
    ).toEqual(['JWT_SECRET: is a placeholder from the repository: set a real random secret']);
    // A local cluster, this machine, a private network: the development keys stand in.
    for (const local of [
      'http://localpros.localtest.me',
      'http://localhost:3000',
      'http://192.168.1.20',
      'https://x.test',
    ]) {
      expect(problemsOf({ NODE_ENV: 'development', PUBLIC_URL: local }), local).toEqual([]);
    }
  });

  it("takes real cards only on production: Square's live application and its own script", () => {
    expect(
      problemsOf({
        ...productionEnv,
        SQUARE_APPLICATION_ID: 'sandbox-sq0idb-stand-in',
        SQUARE_WEB_PAYMENTS_SDK_URL: 'http://127.0.0.1:4010/v1/square.js',
      }),
    ).toEqual([
      'SQUARE_APPLICATION_ID: is a Square sandbox application: production takes real cards',
      'SQUARE_WEB_PAYMENTS_SDK_URL: must be https://web.squarecdn.com/v1/square.js (or unset) when NODE_ENV=production, not a sandbox or stand-in',
    ]);
    // Elsewhere the stand-in's script is the one loaded.
    expect(
      problemsOf({
        SQUARE_APPLICATION_ID: 'sandbox-sq0idb-stand-in',
        SQUARE_WEB_PAYMENTS_SDK_URL: 'http://127.0.0.1:4010/v1/square.js',
      }),
    ).toEqual([]);
  });

  it('refuses short, repository and non-random secrets on production', () => {
    const withJwt = (JWT_SECRET: string) => problemsOf({ ...productionEnv, JWT_SECRET });
    expect(withJwt('short')).toEqual(['JWT_SECRET: must be at least 32 characters']);
    // The k8s base's placeholder, and the development fallback the repository ships.
    expect(withJwt('REPLACE_ME_WITH_A_LONG_RANDOM_VALUE')).toEqual([
      'JWT_SECRET: is a placeholder from the repository: set a real random secret',
    ]);
    expect(withJwt(developmentSecret('JWT_SECRET'))).toEqual([
      'JWT_SECRET: is a placeholder from the repository: set a real random secret',
    ]);
    expect(withJwt('ab'.repeat(20))).toEqual(['JWT_SECRET: is not random enough (use e.g. `openssl rand -base64 48`)']);
  });

  it('takes PLATFORM as a label only: PLATFORM=production without NODE_ENV=production needs no secrets', () => {
    expect(problemsOf({ PLATFORM: 'production' })).toEqual([]);
    expect(loadConfig(bffConfigSchema, productionEnv).PLATFORM).toBe('production');
    expect(loadConfig(bffConfigSchema, { ...productionEnv, PLATFORM: 'stag' }).PLATFORM).toBe('stag');
    expect(loadConfig(bffConfigSchema, {}).PLATFORM).toBe('local');
  });

  it('runs without secrets elsewhere, refuses a short one, and has the documented defaults', () => {
    const config = loadConfig(bffConfigSchema, { PLATFORM: 'demo', JWT_SECRET: '' } as NodeJS.ProcessEnv);
    expect(config.JWT_SECRET).toBeUndefined();
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual(['JWT_SECRET: must be at least 32 characters']);
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      METRICS_PORT: undefined,
      TRUST_PROXY: false,
      LOGIN_RATE_LIMIT_PER_IP: 20,
      LOGIN_FAILURES_PER_ACCOUNT: 5,
      RATE_LIMIT_WINDOW_MINUTES: 15,
      CODE_SEND_RATE_LIMIT_PER_IP: 10,
      CODE_VERIFY_RATE_LIMIT_PER_IP: 30,
      ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: 30,
    });
  });

  it('serves /metrics on an internal port on production (9464 unless METRICS_PORT says)', () => {
    expect(loadConfig(bffConfigSchema, productionEnv).METRICS_PORT).toBe(9464);
    expect(loadConfig(bffConfigSchema, { ...productionEnv, METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(loadConfig(bffConfigSchema, { METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    expect(problemsOf({ METRICS_PORT: 'metrics' })).toEqual([expect.stringMatching(/^METRICS_PORT: /)]);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (TRUST_PROXY: string) => loadConfig(bffConfigSchema, { TRUST_PROXY }).TRUST_PROXY;

  it("takes a hop count or the proxies' addresses and CIDRs", () => {
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.4.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.4.7', 'fd00::/8']);
    expect(trustProxy('loopback')).toEqual(['loopback']);
  });

  it('refuses "trust everything" and anything it cannot read, with a clear line', () => {
    for (const value of ['true', 'TRUE', '*', '0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0']) {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY: .*(every|trust)/)]);
    }
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: must not trust every X-Forwarded-For value (the client writes the first one): give the number of proxies in front of the BFF (1 behind ingress-nginx) or their IPs/CIDRs, comma-separated',
    ]);
    expect(problemsOf({ TRUST_PROXY: '0' })).toEqual([
      expect.stringContaining('TRUST_PROXY: a hop count must be 1-10'),
    ]);
    expect(problemsOf({ TRUST_PROXY: '11' })).toEqual([
      expect.stringContaining('TRUST_PROXY: a hop count must be 1-10'),
    ]);
    expect(problemsOf({ TRUST_PROXY: 'ingress' })).toEqual([
      expect.stringContaining('TRUST_PROXY: "ingress" is not an IP address or CIDR'),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([
      expect.stringContaining('TRUST_PROXY: "10.0.0.0/33" has a prefix outside 1-32'),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,,10.0.0.2' })).toEqual([
      expect.stringContaining('TRUST_PROXY: has an empty entry'),
    ]);
  });
});

describe('OpenAPI', () => {
  const appPromise = buildTestApp();
  afterAll(async () => (await appPromise).close());

  it('describes every accounts route in a valid OpenAPI 3 document', async () => {
    const app = await appPromise;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.tags?.[0]}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/customer/register auth',
        'POST /api/auth/business/register auth',
        'POST /api/auth/verify/{code} auth',
        'POST /api/auth/verify/resend auth',
        'POST /api/auth/login auth',
        'POST /api/auth/admin/credentials/check auth',
        'POST /api/auth/admin/login auth',
        'GET /api/auth/user auth',
        'POST /api/auth/logout auth',
        'POST /api/auth/security-code/{identifier}/send auth',
        'POST /api/auth/change-password auth',
        'POST /api/auth/update-password auth',
        'GET /api/user/is-email-registered/{email} user',
        'GET /api/user/is-phone-registered/{phone} user',
        'POST /api/user user',
        'DELETE /api/user user',
        'POST /api/user/deleteUserProfile user',
        'GET /api/user/avatar/{imageId} user',
        'PUT /api/user/update-email user',
        'POST /api/user/confirm-update-email user',
        'PUT /api/user/update-phone user',
        'POST /api/user/confirm-update-phone user',
        'GET /api/notifications/settings user',
        'PUT /api/notifications/settings user',
        'POST /api/admin/impersonate/login admin',
        'POST /api/login/back-as-admin admin',
        'GET /api/dev/mailbox dev',
      ]),
    );
  });
});
