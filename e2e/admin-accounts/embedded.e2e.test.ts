import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { embeddedLabel } from '../support/embedded-accounts-target.js';
import { startEmbeddedOnScratch } from '../support/embedded-marketplace.js';
import { adminApiEnv, describeAdminAccountsApi } from './admin-accounts-api.suite.js';

let marketplace: EmbeddedMarketplace | undefined;
beforeAll(async () => {
  marketplace = await startEmbeddedOnScratch({ logLevel: 'silent', env: { ...adminApiEnv, OUTBOX_POLL_MS: '100' } });
});
afterAll(async () => {
  await marketplace?.close();
});

describeAdminAccountsApi(embeddedLabel, () => {
  if (!marketplace) throw new Error('the embedded marketplace has not started');
  return { url: marketplace.url };
});
