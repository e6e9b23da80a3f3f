import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { EmbeddedMarketplace } from '../../embedded/src/start.js';
import { accountsApiEnv } from '../accounts/accounts-client.js';
import { embeddedLabel } from '../support/embedded-accounts-target.js';
import { startEmbeddedScanned } from '../support/embedded-marketplace.js';
import { describeLiveApi, liveTestEnv } from './live-api.suite.js';

let marketplace: EmbeddedMarketplace | undefined;
beforeAll(async () => {
  marketplace = await startEmbeddedScanned({ env: { ...accountsApiEnv, OUTBOX_POLL_MS: '100', ...liveTestEnv } });
});
afterAll(async () => {
  await marketplace?.close();
});

describeLiveApi(embeddedLabel, () => {
  const running = marketplace;
  if (!running) throw new Error('the embedded marketplace has not started');
  return {
    actions: running.url,
    streams: running.url,
    async storedNotificationIds(userId) {
      const result = (await running.database.db.execute(
        sql`select id::text as id from (select id from notifications.user_notifications where user_id = ${userId}
          union all select id from notifications.lead_notifications where business_ids @> array[${userId}::uuid]) ids
          order by ids.id`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    },
  };
});
