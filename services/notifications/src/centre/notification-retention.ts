import { NOTIFICATIONS_RETENTION_DAYS } from '@localpros/contracts/rules';
import type { Db, Logger } from '@localpros/kit';
import { inArray, lt, sql } from 'drizzle-orm';
import { leadNotifications, userNotifications } from '../schema.js';

const BATCH = 1000;
const MAX_BATCHES = 100;

/**
 * Deletes notifications older than `days` (90), 1,000 rows a statement so no statement holds a
 * table long; at most 100,000 a table and call, the rest waits for the next. Returns how many went.
 */
export async function purgeOldNotifications(db: Db, days = NOTIFICATIONS_RETENTION_DAYS): Promise<number> {
  const cutoff = sql`now() - make_interval(days => ${days})`;
  let deleted = 0;
  // Both tables the same way; a new-lead row's read marks go with it (on delete cascade).
  for (const table of [userNotifications, leadNotifications]) {
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const old = db.select({ id: table.id }).from(table).where(lt(table.createdAt, cutoff)).limit(BATCH);
      const gone = await db.delete(table).where(inArray(table.id, old)).returning({ id: table.id });
      deleted += gone.length;
      if (gone.length < BATCH) break;
    }
  }
  return deleted;
}

/**
 * The purge in the service's start loop: a minute after start, then every hour. Replicas may purge
 * at once; they delete the same old rows, which is harmless. Returns the stop function.
 */
export function startNotificationPurge(options: { db: Db; logger: Logger; firstMs?: number; everyMs?: number }) {
  const { db, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    running = purgeOldNotifications(db)
      .then((deleted) => {
        if (deleted > 0) logger.info({ deleted }, 'old notifications deleted (90 days kept)');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'deleting old notifications failed; tried again later'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, options.everyMs ?? 3600_000);
        timer.unref();
      });
  };
  timer = setTimeout(run, options.firstMs ?? 60_000);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
