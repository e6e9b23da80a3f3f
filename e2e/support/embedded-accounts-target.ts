import { afterAll, beforeAll } from 'vitest';
import { type EmbeddedMarketplace, startEmbedded } from '../../embedded/src/start.js';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** How the embedded runs are named: on PGlite by default, on a scratch PostgreSQL when one is given. */
export const embeddedLabel = `embedded, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, in-process bus`;

/**
 * Starts the embedded marketplace for an API suite signed in through real accounts (on a scratch
 * PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in memory) and stops it after.
 * The returned function is read inside the tests, once the marketplace is up.
 */
export function useEmbeddedAccountsTarget(): () => AccountsTarget {
  let marketplace: EmbeddedMarketplace | undefined;
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

  return () => {
    if (!marketplace) throw new Error('the embedded marketplace has not started');
    return { url: marketplace.url };
  };
}
