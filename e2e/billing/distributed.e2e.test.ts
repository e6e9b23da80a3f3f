import { afterAll, beforeAll, describe } from 'vitest';
import { ensureWebBuilt } from '../support/build-web.js';
import { type DistributedMarketplace, serverUrls, startDistributed } from '../support/distributed.js';
import { type AccountsTarget, accountsApiEnv, describeBillingApi } from './billing-api.suite.js';

/** Sign-in limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed billing e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

// Payments cross BFF → billing over gRPC; the idempotent charge and the renewal pass run in billing's own process.
describe.skipIf(!enabled)('billing, distributed mode', () => {
  let marketplace: DistributedMarketplace;
  beforeAll(async () => {
    ensureWebBuilt();
    marketplace = await startDistributed({
      natsUrl: serverUrls.nats as string,
      portOffset: 19_000,
      env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
    });
  });
  afterAll(async () => {
    await marketplace?.stop();
  });

  const target = (): AccountsTarget => ({
    url: marketplace.target.url,
    settleDirectDebits: (only) => marketplace.cluster.settleDirectDebits(only),
  });
  describeBillingApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);
});
