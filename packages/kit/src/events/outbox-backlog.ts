import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Metrics } from '../metrics.js';
import type { EventTables } from './tables.js';

/** What waits in an outbox: the unpublished rows and the age of the oldest (0 when none). */
export async function outboxBacklog(
  db: Db,
  tables: EventTables,
): Promise<{ unpublished: number; oldestAgeSeconds: number }> {
  const { outbox } = tables;
  // The partial index on unpublished rows answers this without reading the published ones.
  const [row] = await db
    .select({
      unpublished: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.occurredAt})), 0)::float8`,
    })
    .from(outbox)
    .where(isNull(outbox.publishedAt));
  return { unpublished: row?.unpublished ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
}

/** Samples a service's outbox backlog on each scrape; returns the removal. */
export function sampleOutboxBacklog(metrics: Metrics, service: string, db: Db, tables: EventTables): () => void {
  return metrics.sampleOnScrape(async () => {
    const backlog = await outboxBacklog(db, tables);
    metrics.outboxUnpublished.set({ service }, backlog.unpublished);
    metrics.outboxOldestUnpublishedAge.set({ service }, backlog.oldestAgeSeconds);
  });
}
