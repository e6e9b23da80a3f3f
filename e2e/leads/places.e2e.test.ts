import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { embeddedLabel } from '../support/embedded-accounts-target.js';
import { startEmbeddedScanned } from '../support/embedded-marketplace.js';
import { describePlacesApi, placesApiEnv } from './places-api.suite.js';

let marketplace: EmbeddedMarketplace | undefined;
beforeAll(async () => {
  marketplace = await startEmbeddedScanned({ env: placesApiEnv });
});
afterAll(async () => {
  await marketplace?.close();
});

describePlacesApi(embeddedLabel, () => {
  if (!marketplace) throw new Error('the embedded marketplace has not started');
  return { url: marketplace.url };
});
