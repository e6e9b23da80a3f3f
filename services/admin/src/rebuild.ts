/**
 * Rebuilds the admin read models from the event history (e.g. after adding a column):
 *   distributed: DATABASE_URL=… NATS_URL=… npm run rebuild-read-models -w @localpros/admin
 *     replays the JetStream events stream from its start (complete while the stream retains the
 *     whole history: see docs/ARCHITECTURE.md);
 *   embedded (npm start stopped: one LocalPros per data folder): npm run rebuild-read-models -w
 *     @localpros/admin, with DATA_DIR if not ./data, replays the services' outboxes from the private
 *     PostgreSQL; `-- --from=outbox` does the same on a DATABASE_URL that holds every service's schema.
 * Safe while the service runs (distributed): the rebuild is one transaction.
 */
import { type EventEnvelope, serviceNames } from '@localpros/contracts';
import { natsEventHistory, openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { adminService } from './index.js';
import { outboxHistory } from './rebuild/outbox-history.js';
import { readModelEventTypes, rebuildReadModels } from './rebuild/rebuild-read-models.js';

/** Every service schema that publishes events (the embedded host's one database holds them all). */
const PUBLISHING_SCHEMAS = serviceNames;

const databaseUrl = process.env.DATABASE_URL || undefined;
const natsUrl = process.env.NATS_URL || undefined;
const fromOutbox = process.argv.includes('--from=outbox') || !natsUrl;
const database = await openDatabase(
  databaseUrl
    ? { url: databaseUrl, applicationName: 'admin-rebuild' }
    : { dataDir: process.env.DATA_DIR || './data', applicationName: 'admin-rebuild' },
);
try {
  await database.migrate({ schema: adminService.schema, migrationsFolder: adminService.migrationsFolder });
  let history: AsyncIterable<EventEnvelope>;
  if (fromOutbox) {
    const present = (await database.db.execute(
      // Only the schemas this database holds (a service without an outbox here is skipped).
      sql`select table_schema from information_schema.tables where table_name = 'outbox'`,
    )) as unknown as { rows: { table_schema: string }[] };
    const schemas = PUBLISHING_SCHEMAS.filter((s) => present.rows.some((r) => r.table_schema === s));
    history = outboxHistory(database.db, { schemas, eventTypes: readModelEventTypes });
  } else {
    history = natsEventHistory({
      url: natsUrl as string,
      namespace: process.env.BUS_NAMESPACE,
      eventTypes: readModelEventTypes,
    });
  }
  const { applied, skipped } = await rebuildReadModels(database.db, history);
  console.log(`admin read models rebuilt: ${applied} events applied, ${skipped} skipped`);
} finally {
  await database.close();
}
