import { describe } from 'vitest';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { describePlacesApi, placesApiEnv } from './places-api.suite.js';

/** Sign-in limits live in Redis here, so the suite only runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn(
    'distributed places e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)',
  );
}

// The places over the network: BFF → matching (TakeLeadPlace, CloseJobToResponses) over gRPC, the
// withdrawal matching → NATS → notifications → the BFF's stream, the head start in matching's own process.
describe.skipIf(!enabled)('places, distributed mode', () => {
  const marketplace = useDistributed({
    portOffset: 27_500,
    env: { ...placesApiEnv, MESSAGE_SENDER_POLL_MS: '200' },
  });

  describePlacesApi('distributed: 8 processes, gRPC, NATS JetStream, PostgreSQL, Redis', () => ({
    url: marketplace().target.url,
  }));
});
