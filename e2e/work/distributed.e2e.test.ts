import { afterAll, beforeAll, describe } from 'vitest';
import { ensureWebBuilt } from '../support/build-web.js';
import { type DistributedMarketplace, serverUrls, startDistributed } from '../support/distributed.js';
import { type AccountsTarget, accountsApiEnv, describeWorkApi } from './work-api.suite.js';

/** Sign-in limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed quote-to-review e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

// QuoteAccepted travels quotes → NATS → jobs and matching; JobCancelled the other way: the races across processes.
describe.skipIf(!enabled)('quote to review, distributed mode', () => {
  let marketplace: DistributedMarketplace;
  beforeAll(async () => {
    ensureWebBuilt();
    marketplace = await startDistributed({
      natsUrl: serverUrls.nats as string,
      portOffset: 15_000,
      env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
    });
  });
  afterAll(async () => {
    await marketplace?.stop();
  });

  const target = (): AccountsTarget => ({ url: marketplace.target.url });
  describeWorkApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);
});
