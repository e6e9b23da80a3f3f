import { describe } from 'vitest';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { type AccountsTarget, adminApiEnv, describeAdminAccountsApi } from './admin-accounts-api.suite.js';

/** Sign-in limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn('distributed admin (accounts) e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL');
}

// The admin read models are fed over NATS from identity, jobs, matching, quotes and notifications.
describe.skipIf(!enabled)('admin accounts, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset: 18_000,
    env: { ...adminApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200' },
  });

  const target = (): AccountsTarget => ({ url: marketplace().target.url });
  describeAdminAccountsApi('distributed: 9 processes, gRPC, NATS JetStream, PostgreSQL, Redis', target);
});
