import type { EventDefinition, EventEnvelope, PayloadOf } from '@localpros/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PoisonEventError, type SubscribeOptions } from '../bus/event-bus.js';
import { runWithContext } from '../context.js';
import type { Db, Tx } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { contextFromCarrier, inSpan, SpanKind } from '../tracing/tracer.js';
import { type EventRecorder, Outbox } from './outbox.js';
import type { EventTables } from './tables.js';

/** One event consumer of a service: what it consumes and what it does, in the inbox transaction. */
export interface EventConsumer<E extends EventDefinition = EventDefinition> {
  readonly event: E;
  /** `events` records follow-up events in the service's outbox, in the same transaction as the inbox row. */
  handle(
    payload: PayloadOf<E>,
    context: { tx: Tx; envelope: EventEnvelope<PayloadOf<E>>; events: EventRecorder },
  ): Promise<void>;
  /** Deliveries of this event handled at once by one instance (default 1, in stream order). */
  readonly concurrency?: number;
  /** The whole effect as one statement (onEachInOneStatement): delivered without a transaction. */
  readonly statement?: (payload: PayloadOf<E>, isFirst: SQL) => SQL;
}

/**
 * The options of a consumer whose deliveries touch only their own entity's rows (an upsert of a
 * job's copy, say): their order does not matter, so several are handled at once. In-process, each
 * event is settled once every consumer has handled it; one of these taking its deliveries one at a
 * time held every other consumer of JobPosted, matching's too, to its pace (issue 26).
 */
export const independentDeliveries: SubscribeOptions = { concurrency: 4 };

export function on<E extends EventDefinition>(
  event: E,
  handle: EventConsumer<E>['handle'],
  options: SubscribeOptions = {},
): EventConsumer<E> {
  return { event, handle, ...options };
}

/**
 * A consumer whose whole effect is one SQL statement (an upsert of a job's copy, say): a delivery
 * is that statement with the inbox row's insert as a CTE before it, committed on its own with no
 * transaction around it. BEGIN, the inbox insert and COMMIT were three of such a consumer's four
 * round trips, on the path of every job posted (issue 26). The statement must change nothing
 * unless `isFirst` (a condition, true only on the event's first delivery), and may not hold a
 * data-modifying WITH of its own. Its `handle` (a rebuild's replay, or joined with another
 * consumer) runs it in the caller's transaction as a first delivery. No follow-up events: `on`.
 */
export function onEachInOneStatement<E extends EventDefinition>(
  event: E,
  statement: (payload: PayloadOf<E>, isFirst: SQL) => SQL,
  options: SubscribeOptions = {},
): EventConsumer<E> {
  return {
    event,
    statement,
    handle: async (payload, { tx }) => {
      await tx.execute(statement(payload, sql`true`));
    },
    ...options,
  };
}

/**
 * Makes an event consumer idempotent: the inbox row (event id, consumer) and the handler's effect
 * commit in one transaction, so a redelivered event is recognised and skipped.
 * Returns 'processed' or 'duplicate'; throws to ask the bus for a redelivery.
 */
export function idempotentHandler(options: {
  consumer: string;
  db: Db;
  tables: EventTables;
  eventConsumer: EventConsumer;
  logger: Logger;
  metrics?: Metrics;
  /** The service's outbox (wakes its relay after commit); one on the same tables otherwise. */
  outbox?: Outbox;
}) {
  const { consumer, db, tables, eventConsumer, logger, metrics } = options;
  const outbox = options.outbox ?? new Outbox(db, tables);
  return async (envelope: EventEnvelope, attempt: number): Promise<'processed' | 'duplicate'> =>
    runWithContext({ correlationId: envelope.correlationId }, () =>
      // A consumer's work continues the trace of whatever recorded the event.
      inSpan(
        `${envelope.type} process`,
        {
          kind: SpanKind.CONSUMER,
          parent: contextFromCarrier(envelope),
          attributes: {
            'messaging.operation.type': 'process',
            'messaging.destination.name': envelope.type,
            'messaging.consumer.group.name': consumer,
            'messaging.message.id': envelope.id,
            'localpros.correlation_id': envelope.correlationId,
            'localpros.delivery_attempt': attempt,
          },
        },
        async () => {
          const definition = eventConsumer.event;
          const parsed = definition.payload.safeParse(envelope.payload);
          if (!parsed.success || envelope.type !== definition.type || envelope.version > definition.version) {
            metrics?.eventsConsumed.inc({ consumer, type: envelope.type, outcome: 'failed' });
            throw new PoisonEventError(
              parsed.success
                ? `${envelope.type} v${envelope.version} is not what this consumer understands (${definition.type} v${definition.version})`
                : `${envelope.type} payload does not match its schema: ${parsed.error.message}`,
            );
          }
          try {
            const outcome = eventConsumer.statement
              ? await inOneStatement(
                  db,
                  tables,
                  consumer,
                  envelope,
                  eventConsumer.statement(parsed.data, isFirstDelivery),
                )
              : await outbox.transaction(async (tx, events) => {
                  const inserted = await tx
                    .insert(tables.inbox)
                    .values({ eventId: envelope.id, consumer, eventType: envelope.type })
                    .onConflictDoNothing()
                    .returning({ eventId: tables.inbox.eventId });
                  if (inserted.length === 0) return 'duplicate' as const;
                  await eventConsumer.handle(parsed.data, {
                    tx,
                    envelope: { ...envelope, payload: parsed.data },
                    events,
                  });
                  return 'processed' as const;
                });
            metrics?.eventsConsumed.inc({ consumer, type: envelope.type, outcome });
            logger.debug(
              { eventId: envelope.id, eventType: envelope.type, consumer, attempt, outcome },
              'event handled',
            );
            return outcome;
          } catch (error) {
            metrics?.eventsConsumed.inc({ consumer, type: envelope.type, outcome: 'failed' });
            throw error;
          }
        },
      ),
    );
}

/** A row only on the event's first delivery: the inbox row inserted now (inOneStatement). */
const firstRow = sql.raw('first_delivery');
const isFirstDelivery = sql`exists (select 1 from ${firstRow})`;

/** The inbox row and the effect in one statement (its own transaction): 'duplicate' when the row was there. */
async function inOneStatement(
  db: Db,
  tables: EventTables,
  consumer: string,
  envelope: EventEnvelope,
  effect: SQL,
): Promise<'processed' | 'duplicate'> {
  const { inbox } = tables;
  const result = (await db.execute(sql`
    with ${firstRow} as (
      insert into ${inbox} (${sql.identifier(inbox.eventId.name)}, ${sql.identifier(inbox.consumer.name)}, ${sql.identifier(inbox.eventType.name)})
      values (${envelope.id}::uuid, ${consumer}, ${envelope.type})
      on conflict do nothing
      returning 1),
    effect as (${effect})
    select ${isFirstDelivery} as first`)) as unknown as { rows: { first: boolean }[] };
  return result.rows[0]?.first ? 'processed' : 'duplicate';
}
