import { describe } from 'vitest';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { type AccountsTarget, accountsApiEnv, describeAdminMarketplaceApi } from './admin-marketplace-api.suite.js';

/** Sign-in limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn('distributed admin marketplace e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL');
}

// JobDeactivated/JobActivated travel jobs → NATS → matching; ReviewHidden jobs → notifications.
describe.skipIf(!enabled)('admin marketplace, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset: 17_000,
    // Every sign-up of the suite comes from one address, and Redis keeps the count across runs.
    env: {
      ...accountsApiEnv,
      REGISTER_RATE_LIMIT_PER_IP: '10000',
      OUTBOX_POLL_MS: '100',
      MESSAGE_SENDER_POLL_MS: '200',
    },
  });

  const target = (): AccountsTarget => ({ url: marketplace().target.url });
  describeAdminMarketplaceApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);
});
