import type { EventEnvelope } from '@localpros/contracts';
import type { Db } from '@localpros/kit';
import { sql } from 'drizzle-orm';

interface HistoryRow {
  src: string;
  seq: string;
  id: string;
  type: string;
  version: number;
  occurred_at: string;
  correlation_id: string;
  payload: unknown;
}

/**
 * The events of the given types the services published, from their outboxes (which keep every
 * published row), oldest first. In embedded mode one database holds every service's schema and
 * the host reads them for the admin service's rebuild; a service never reads another's schema.
 */
export async function* outboxHistory(
  db: Db,
  options: { schemas: readonly string[]; eventTypes: readonly string[]; batchSize?: number },
): AsyncGenerator<EventEnvelope> {
  if (options.schemas.length === 0 || options.eventTypes.length === 0) return;
  const types = `{${options.eventTypes.join(',')}}`;
  const union = sql.join(
    options.schemas.map(
      (schema) => sql`select ${schema}::text as src, seq, id, type, version, occurred_at, correlation_id, payload
        from ${sql.identifier(schema)}.outbox
        where published_at is not null and type = any(${types}::text[])`,
    ),
    sql` union all `,
  );
  let after: { at: string; src: string; seq: string } | undefined;
  for (;;) {
    const cursor = after
      ? sql`where (h.occurred_at, h.src, h.seq) > (${after.at}::timestamptz, ${after.src}, ${after.seq}::bigint)`
      : sql``;
    const result = (await db.execute(sql`
      select h.src, h.seq::text as seq, h.id, h.type, h.version,
        to_char(h.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as occurred_at,
        h.correlation_id, h.payload
      from (${union}) h ${cursor}
      order by h.occurred_at, h.src, h.seq
      limit ${options.batchSize ?? 1000}`)) as unknown as { rows: HistoryRow[] };
    for (const row of result.rows) {
      yield {
        id: row.id,
        type: row.type,
        version: row.version,
        occurredAt: row.occurred_at,
        correlationId: row.correlation_id,
        payload: row.payload,
      };
    }
    const last = result.rows.at(-1);
    if (!last || result.rows.length < (options.batchSize ?? 1000)) return;
    after = { at: last.occurred_at, src: last.src, seq: last.seq };
  }
}
