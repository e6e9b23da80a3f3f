import { type EventEnvelope, serviceNames } from '@localpros/contracts';
import { natsEventHistory, openDatabase } from '@localpros/kit';
import { sql } from 'drizzle-orm';
import { adminService } from '../index.js';
import { outboxHistory } from './outbox-history.js';
import { readModelEventTypes, rebuildReadModels } from './rebuild-read-models.js';

export const rebuildUsage = `Rebuild the admin read models from the event history (docs/runbooks/read-models.md):
  rebuild-read-models                from the NATS events stream (NATS_URL), or from the outboxes without it
  rebuild-read-models --from=outbox  from every service's outbox in DATABASE_URL's database`;

/**
 * Rebuilds the admin read models (in one transaction: safe while the service runs), from the
 * JetStream events stream (complete while the stream keeps the whole history: docs/ARCHITECTURE.md)
 * or from the services' outboxes (`--from=outbox`, or without NATS_URL: the embedded host's one
 * database holds every schema). Answers the exit code; writes its outcome to `out`.
 */
export async function runReadModelRebuild(
  argv: readonly string[],
  options: { env: Readonly<Record<string, string | undefined>>; out: (line: string) => void },
): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--from=outbox');
  if (unknown.length > 0) {
    options.out(`unknown option ${unknown.join(' ')}\n\n${rebuildUsage}`);
    return 2;
  }
  const databaseUrl = options.env.DATABASE_URL || undefined;
  const natsUrl = options.env.NATS_URL || undefined;
  const fromOutbox = argv.includes('--from=outbox') || !natsUrl;
  const database = await openDatabase(
    databaseUrl
      ? { url: databaseUrl, applicationName: 'admin-rebuild' }
      : { dataDir: options.env.DATA_DIR || './data', applicationName: 'admin-rebuild' },
  );
  try {
    await database.migrate({ schema: adminService.schema, migrationsFolder: adminService.migrationsFolder });
    let history: AsyncIterable<EventEnvelope>;
    if (fromOutbox) {
      const present = (await database.db.execute(
        // Only the schemas this database holds (a service without an outbox here is skipped).
        sql`select table_schema from information_schema.tables where table_name = 'outbox'`,
      )) as unknown as { rows: { table_schema: string }[] };
      const schemas = serviceNames.filter((s) => present.rows.some((r) => r.table_schema === s));
      history = outboxHistory(database.db, { schemas, eventTypes: readModelEventTypes });
    } else {
      history = natsEventHistory({
        url: natsUrl as string,
        namespace: options.env.BUS_NAMESPACE,
        eventTypes: readModelEventTypes,
      });
    }
    const { applied, skipped } = await rebuildReadModels(database.db, history);
    options.out(`admin read models rebuilt: ${applied} events applied, ${skipped} skipped`);
    return 0;
  } finally {
    await database.close();
  }
}
