import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { type AccountsTarget, accountsApiEnv } from '../accounts/accounts-client.js';
import { startEmbeddedScanned } from './embedded-marketplace.js';

/** How the embedded runs are named. */
export const embeddedLabel = 'embedded, PostgreSQL, in-process bus';

/**
 * Starts the embedded marketplace for an API suite signed in through real accounts (on a scratch
 * database of the test PostgreSQL) and stops it after, failing if it logged personal data.
 * The returned function is read inside the tests, once the marketplace is up.
 */
export function useEmbeddedAccountsTarget(): () => AccountsTarget {
  let marketplace: EmbeddedMarketplace | undefined;

  beforeAll(async () => {
    marketplace = await startEmbeddedScanned({
      env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100' },
    });
  });
  afterAll(async () => {
    await marketplace?.close();
  });

  return () => {
    if (!marketplace) throw new Error('the embedded marketplace has not started');
    return { url: marketplace.url, settleDirectDebits: marketplace.paymentStandIns?.settleDirectDebits };
  };
}
