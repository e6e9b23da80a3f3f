import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  type PgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The outbox and inbox every service keeps in its own schema. Call it from the service's
 * drizzle schema file so drizzle-kit writes them into that service's migrations.
 */
export function eventTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      id: uuid('id').notNull().unique(),
      type: text('type').notNull(),
      version: integer('version').notNull(),
      occurredAt: at('occurred_at').notNull(),
      correlationId: text('correlation_id').notNull(),
      // W3C trace context (tracing/tracer.ts) the event's envelope carries to its consumers.
      traceParent: text('trace_parent'),
      traceState: text('trace_state'),
      payload: jsonb('payload').notNull(),
      publishedAt: at('published_at'),
      // A relay leases rows it is publishing so that replicas do not publish the same row at once.
      claimedUntil: at('claimed_until'),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
    },
    (t) => [index(`${schema.schemaName}_outbox_unpublished_idx`).on(t.seq).where(sql`published_at is null`)],
  );
  const inbox = schema.table(
    'inbox',
    {
      eventId: uuid('event_id').notNull(),
      consumer: text('consumer').notNull(),
      eventType: text('event_type').notNull(),
      processedAt: at('processed_at').notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
  );
  return { outbox, inbox };
}

export type EventTables = ReturnType<typeof eventTables>;
