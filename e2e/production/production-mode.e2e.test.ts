import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ConfigError } from '@localpros/kit';
import { createScratchDatabase } from '@localpros/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../../bff/test/production-env.js';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { DEMO_PASSWORD, demoAccounts } from '../../services/identity/src/index.js';
import { users } from '../../services/identity/src/schema.js';
import { seedDemoAccounts } from '../../services/identity/src/seed/demo-accounts.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';
import { postJson } from '../support/marketplace-target.js';

/**
 * The marketplace started as production (NODE_ENV=production and real-looking secrets), as
 * deploy/Dockerfile runs it: no demo accounts, no dev mailbox, no password-only admin sign-in,
 * /metrics on the internal port only.
 */
const production = {
  ...productionEnv,
  // Never reached: nothing here sends mail, and a refused connection is only retried.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://localpros.example',
  // An ops port of its own (9464 by default), so parallel runs do not collide.
  METRICS_PORT: '0',
};

let marketplace: EmbeddedMarketplace;
beforeAll(async () => {
  marketplace = await startEmbeddedOnScratch({ logLevel: 'silent', env: production });
});
afterAll(async () => {
  await marketplace?.close();
});

const login = (email: string, password: string) => postJson(`${marketplace.url}/api/auth/login`, { email, password });

describe('embedded, NODE_ENV=production', () => {
  it('seeds no demo account: every demo login fails', async () => {
    expect(await marketplace.database.db.select().from(users)).toEqual([]);
    const admin = await login('admin@localpros.test', 'LocalPros123!');
    expect(admin.status).toBe(401);
    for (const account of demoAccounts) expect((await login(account.email, DEMO_PASSWORD)).status).toBe(401);
  });

  it('has no dev mailbox: /api/dev/mailbox and the /dev/mailbox page are 404', async () => {
    const api = await fetch(`${marketplace.url}/api/dev/mailbox`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found: GET /api/dev/mailbox' });
    expect((await fetch(`${marketplace.url}/dev/mailbox`)).status).toBe(404);
  });

  it('serves /metrics and the readiness details on the ops port only', async () => {
    expect(marketplace.opsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${marketplace.url}/metrics`)).status).toBe(404);
    expect(await (await fetch(`${marketplace.url}/readyz`)).json()).toEqual({ status: 'ready' });
    expect(await (await fetch(`${marketplace.opsUrl}/metrics`)).text()).toContain('process_cpu_user_seconds_total');
    expect(await (await fetch(`${marketplace.opsUrl}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', bus: 'ok' },
    });
  });

  it('refuses an admin the password-only sign-in, even where the account exists', async () => {
    // The demo accounts written by hand (production never seeds them), to have an admin to try.
    await seedDemoAccounts(marketplace.services.identity.deps.outbox);
    const admin = await login('admin@localpros.test', DEMO_PASSWORD);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({
      message: 'Admins sign in with the code we e-mail them: use the admin sign-in',
    });
    // The same password signs a customer in: the refusal is the admin rule, not a wrong password.
    expect((await login('customer@localpros.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('embedded, NODE_ENV=production, refusing to start', () => {
  const problemsOf = async (env: Record<string, string>) => {
    const started = await startEmbeddedOnScratch({ logLevel: 'silent', env }).catch((error: unknown) => error);
    if (!(started instanceof ConfigError)) {
      await (started as EmbeddedMarketplace).close();
      throw new Error('it started');
    }
    return started.problems;
  };

  it('names every missing secret of every service it hosts, one line each', async () => {
    const problems = await problemsOf({ NODE_ENV: 'production', METRICS_PORT: '0' });
    const required = '(at least 32 random characters)';
    expect(problems).toEqual(
      expect.arrayContaining([
        `JWT_SECRET: is required when NODE_ENV=production ${required}`,
        'CALLER_SIGNING_KEY: is required when NODE_ENV=production (the Ed25519 key of bff: npm run caller-keys makes a pair)',
        `CODE_SECRET: is required when NODE_ENV=production ${required}`,
        `CODE_ENCRYPTION_KEY: is required when NODE_ENV=production ${required}`,
        `UNSUBSCRIBE_SECRET: is required when NODE_ENV=production ${required}`,
        'SMTP_URL: is required when NODE_ENV=production',
      ]),
    );
    // CODE_ENCRYPTION_KEY and UNSUBSCRIBE_SECRET are read by two services: each named once.
    expect(problems.filter((p) => p.startsWith('CODE_ENCRYPTION_KEY:'))).toHaveLength(1);
    expect(problems.filter((p) => p.startsWith('UNSUBSCRIBE_SECRET:'))).toHaveLength(1);
  });

  it('refuses a placeholder from the repository, and demo data or password-only admin sign-in turned back on', async () => {
    const problems = await problemsOf({
      ...production,
      CODE_SECRET: 'REPLACE_ME_WITH_ANOTHER_LONG_RANDOM_VALUE',
      DEMO_DATA: 'true',
      ADMIN_PASSWORD_LOGIN: 'true',
      PLATFORM: 'demo',
    });
    expect(problems.sort()).toEqual([
      'ADMIN_PASSWORD_LOGIN: admins always sign in with the e-mailed code when NODE_ENV=production',
      'CODE_SECRET: is a placeholder from the repository: set a real random secret',
      'DEMO_DATA: demo accounts are never seeded when NODE_ENV=production',
    ]);
  });
});

describe('embedded, where it listens', () => {
  it('binds 127.0.0.1 unless HOST says otherwise, so other machines cannot reach it', async () => {
    const scratch = await createScratchDatabase();
    // No host option and no HOST: what `npm start` does.
    const local = await startEmbedded({ port: 0, databaseUrl: scratch.url, logLevel: 'silent', env: { HOST: '' } });
    try {
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const port = Number(new URL(local.url).port);
      expect((await fetch(`${local.url}/healthz`)).status).toBe(200);
      // Not on the machine's other addresses.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (external) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = createConnection({ host: external.address, port });
          socket.once('connect', () => resolve(socket.destroy() === socket));
          socket.once('error', () => resolve(false));
        });
        expect(reached).toBe(false);
      }
    } finally {
      await local.close();
      await scratch.drop();
    }
  });
});
