import { type ConfigError, loadConfig } from '@localpros/kit';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { bffConfigSchema } from '../src/config.js';
import { buildTestApp } from './support.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(bffConfigSchema, env as NodeJS.ProcessEnv);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('BFF config', () => {
  it('requires a JWT_SECRET of 32+ characters on production, in one line', () => {
    expect(problemsOf({ PLATFORM: 'production' })).toEqual(['JWT_SECRET: is required but not set']);
    expect(problemsOf({ PLATFORM: 'production', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
    expect(problemsOf({ PLATFORM: 'production', JWT_SECRET: 's'.repeat(32) })).toEqual([]);
  });

  it('runs without one elsewhere, and has the documented rate-limit defaults', () => {
    const config = loadConfig(bffConfigSchema, { PLATFORM: 'demo', JWT_SECRET: '' } as NodeJS.ProcessEnv);
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config).toMatchObject({
      LOGIN_RATE_LIMIT_PER_IP: 20,
      LOGIN_FAILURES_PER_ACCOUNT: 5,
      RATE_LIMIT_WINDOW_MINUTES: 15,
      CODE_SEND_RATE_LIMIT_PER_IP: 10,
      CODE_VERIFY_RATE_LIMIT_PER_IP: 30,
      ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: 30,
    });
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
