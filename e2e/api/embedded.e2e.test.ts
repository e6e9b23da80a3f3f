import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { ensureWebBuilt, webDistDir } from '../support/build-web.js';
import { type MarketplaceTarget, postJson } from '../support/marketplace-target.js';
import { describeMarketplaceApi } from './marketplace-api.suite.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
let marketplace: EmbeddedMarketplace;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ensureWebBuilt();
  let url: string | undefined;
  if (databaseUrl) {
    const { createScratchDatabase } = await import('@localpros/kit/testing');
    const scratch = await createScratchDatabase(databaseUrl);
    url = scratch.url;
    dropDatabase = scratch.drop;
  }
  marketplace = await startEmbedded({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl: url,
    logLevel: 'silent',
    webDistDir,
    env: { CONTACT_RATE_LIMIT_PER_MINUTE: '100', OUTBOX_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await marketplace?.close();
  await dropDatabase?.();
});

const target = (): MarketplaceTarget => ({
  url: marketplace.url,
  listContactMessages: (pageIndex) => marketplace.clients.admin.listContactMessages({ pageIndex }),
});

describeMarketplaceApi(`embedded, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, in-process bus`, target);

describe('embedded only', () => {
  it('rate-limits the contact form per client and says so in the error shape', async () => {
    const limited = await startEmbedded({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logLevel: 'silent',
      webDistDir,
      env: { CONTACT_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const send = () =>
        postJson(`${limited.url}/api/customer/contact-us`, {
          name: 'Bob',
          email: 'bob@example.com',
          message: 'Rate limit check',
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(((await third.json()) as { message: string }).message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });

  it('rejects a page index below zero from the admin contract with INVALID_ARGUMENT', async () => {
    await expect(marketplace.clients.admin.listContactMessages({ pageIndex: -1 })).rejects.toMatchObject({ code: 3 });
  });
});
