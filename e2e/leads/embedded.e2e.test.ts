import { afterAll, beforeAll } from 'vitest';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { type AccountsTarget, accountsApiEnv, describeLeadsApi } from './leads-api.suite.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
let marketplace: EmbeddedMarketplace;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
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
    env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100' },
  });
});
afterAll(async () => {
  await marketplace?.close();
  await dropDatabase?.();
});

const target = (): AccountsTarget => ({ url: marketplace.url });

describeLeadsApi(`embedded, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, in-process bus`, target);
