import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { ensureWebBuilt, webDistDir } from '../support/build-web.js';
import { startEmbeddedOnScratch, startEmbeddedScanned } from '../support/embedded-marketplace.js';
import { asTestAdmin, type MarketplaceTarget, postJson } from '../support/marketplace-target.js';
import { describeMarketplaceApi } from './marketplace-api.suite.js';

let marketplace: EmbeddedMarketplace;

beforeAll(async () => {
  ensureWebBuilt();
  // Its logs, at debug level, are scanned for personal data when it closes.
  marketplace = await startEmbeddedScanned({
    webDistDir,
    env: { CONTACT_RATE_LIMIT_PER_MINUTE: '100', OUTBOX_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await marketplace?.close();
});

const target = (): MarketplaceTarget => ({
  url: marketplace.url,
  listContactMessages: (pageIndex) => marketplace.clients.admin.listContactMessages({ pageIndex }, asTestAdmin),
});

describeMarketplaceApi('embedded, PostgreSQL, in-process bus', target);

describe('embedded only', () => {
  it('rate-limits the contact form per client and says so in the error shape', async () => {
    const limited = await startEmbeddedOnScratch({
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
    await expect(marketplace.clients.admin.listContactMessages({ pageIndex: -1 }, asTestAdmin)).rejects.toMatchObject({
      code: 3,
    });
  });
});
