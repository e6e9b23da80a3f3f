import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { accountsApiEnv } from '../accounts/accounts-client.js';
import { serverUrls, useDistributed } from '../support/distributed.js';
import { describeLiveApi, liveTestEnv } from './live-api.suite.js';

/** Two BFF processes on NATS; the sign-in limits in Redis: the suite runs when all three servers are given. */
const enabled = Boolean(serverUrls.database && serverUrls.nats && serverUrls.redis);
if (!enabled) {
  console.warn('distributed live e2e skipped: set TEST_DATABASE_URL, TEST_NATS_URL and TEST_REDIS_URL (.ci/run does)');
}

// Users act through one BFF and hold their streams on the other: every notification travels
// notifications → NATS → both BFFs, and only the BFF holding the user's stream writes it.
describe.skipIf(!enabled)('live marketplace, distributed mode with two BFF processes', () => {
  const marketplace = useDistributed({
    portOffset: 20_000,
    bffReplicas: 2,
    env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', MESSAGE_SENDER_POLL_MS: '200', ...liveTestEnv },
  });
  let database: pg.Pool;
  beforeAll(() => {
    database = new pg.Pool({ connectionString: marketplace().databaseUrl, max: 2 });
  });
  // After hooks run in reverse: the pool ends before the cluster stops.
  afterAll(async () => {
    await database?.end();
  });

  describeLiveApi('distributed: 9 processes, users on one BFF, their streams on the other', () => ({
    actions: marketplace().cluster.bffUrls[0] as string,
    streams: marketplace().cluster.bffUrls[1] as string,
    async storedNotificationIds(userId) {
      const { rows } = await database.query<{ id: string }>(
        `select id::text as id from (select id from notifications.user_notifications where user_id = $1
          union all select id from notifications.lead_notifications where business_ids @> array[$1::uuid]) ids
          order by ids.id`,
        [userId],
      );
      return rows.map((row) => row.id);
    },
  }));
});
