import type { EventEnvelope } from '@localpros/contracts';
import type { Db, EventRecorder } from '@localpros/kit';
import { getTableName, sql } from 'drizzle-orm';
import { readModelConsumers } from '../read-models/index.js';
import { readModelTables } from '../schema.js';

/** The event types the read models are built from (what a history must hold). */
export const readModelEventTypes = [...new Set(readModelConsumers.map((s) => s.event.type))];

const noFollowUps: EventRecorder = {
  record: () => Promise.reject(new Error('read models record no events')),
  recordMany: () => Promise.reject(new Error('read models record no events')),
  recordSelected: () => {
    throw new Error('read models record no events');
  },
};

/**
 * Empties the read models and replays the history into them through the same handlers as live
 * delivery, in one transaction: readers see the old tables until it commits (the truncate locks
 * them meanwhile, so they wait rather than see half a rebuild), and live deliveries during the
 * rebuild wait too, then apply as upserts. The admin's own data (contact message marks) and the
 * inbox are kept. Used to backfill a new column: add it, then rebuild.
 */
export async function rebuildReadModels(
  db: Db,
  history: AsyncIterable<EventEnvelope>,
): Promise<{ applied: number; skipped: number }> {
  const byType = new Map(readModelConsumers.map((s) => [s.event.type, s]));
  return db.transaction(async (tx) => {
    const tables = readModelTables.map((table) => sql.identifier(getTableName(table)));
    await tx.execute(
      sql`truncate ${sql.join(
        tables.map((t) => sql`admin.${t}`),
        sql`, `,
      )}`,
    );
    let applied = 0;
    let skipped = 0;
    for await (const envelope of history) {
      const eventConsumer = byType.get(envelope.type);
      const parsed = eventConsumer?.event.payload.safeParse(envelope.payload);
      // As live delivery: an event this version does not understand is not applied (it was dead-lettered).
      if (!eventConsumer || !parsed?.success || envelope.version > eventConsumer.event.version) {
        skipped += 1;
        continue;
      }
      await eventConsumer.handle(parsed.data, {
        tx,
        envelope: { ...envelope, payload: parsed.data },
        events: noFollowUps,
      });
      applied += 1;
    }
    return { applied, skipped };
  });
}
