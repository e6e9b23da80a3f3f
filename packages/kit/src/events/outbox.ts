import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope, PayloadOf } from '@localpros/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { correlationIdOrNew } from '../context.js';
import type { Db, Tx } from '../db/database.js';
import { currentTraceCarrier } from '../tracing/tracer.js';
import { withAfterCommit } from './after-commit.js';
import type { EventTables } from './tables.js';

/** Appends events to the outbox inside the caller's transaction. */
export interface EventRecorder {
  record<E extends EventDefinition>(event: E, payload: PayloadOf<E>): Promise<EventEnvelope<PayloadOf<E>, E['type']>>;
  /** Many events of one type in one statement (a job's leads can number hundreds). */
  recordMany<E extends EventDefinition>(event: E, payloads: readonly PayloadOf<E>[]): Promise<void>;
  /**
   * Events whose payloads PostgreSQL builds from the rows the statement they are part of writes:
   * the INSERT into the outbox, to run as a data-modifying CTE of that statement, an event for each
   * row of `payloads` (a SELECT of one jsonb column, `payload`). Node neither reads those rows back
   * nor builds, validates and serialises their payloads (a city job's hundreds; issue 26). The
   * statement builds them from typed columns, a test checks them against the event's schema, and
   * every consumer validates what it takes.
   */
  recordSelected<E extends EventDefinition>(event: E, payloads: SQL): SQL;
}

export function createEnvelope<E extends EventDefinition>(
  event: E,
  payload: PayloadOf<E>,
): EventEnvelope<PayloadOf<E>, E['type']> {
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    correlationId: correlationIdOrNew(),
    ...currentTraceCarrier(),
    // Validated on the way in, so a malformed event never reaches the outbox.
    payload: event.payload.parse(payload) as PayloadOf<E>,
  };
}

/**
 * A service's outbox: runs a unit of work in one transaction, so the state change and its
 * events commit together, then wakes the relay so events leave without waiting for a poll.
 */
export class Outbox {
  constructor(
    readonly db: Db,
    private readonly tables: EventTables,
    private readonly afterCommit: () => void = () => undefined,
    /** The event types this service publishes (contracts' eventPublishers); any other is refused. */
    private readonly publishes?: { service: string; types: ReadonlySet<string> },
  ) {}

  /** Refused here, in the service's own tests, rather than by its NATS user's permissions in production. */
  private assertPublishes(event: EventDefinition): void {
    if (this.publishes && !this.publishes.types.has(event.type)) {
      throw new Error(
        `${this.publishes.service} may not publish ${event.type}: packages/contracts/src/events/publishers.ts says who does`,
      );
    }
  }

  /**
   * Runs `work` in one transaction with the events it records. Code inside may ask for something to
   * run once it commits (afterCommit, after-commit.ts): it runs after the commit, or never.
   */
  async transaction<T>(work: (tx: Tx, events: EventRecorder) => Promise<T>): Promise<T> {
    let recorded = 0;
    const result = await withAfterCommit(() =>
      this.db.transaction(async (tx) => {
        const row = (envelope: EventEnvelope) => ({
          id: envelope.id,
          type: envelope.type,
          version: envelope.version,
          occurredAt: envelope.occurredAt,
          correlationId: envelope.correlationId,
          traceParent: envelope.traceparent ?? null,
          traceState: envelope.tracestate ?? null,
          payload: envelope.payload,
        });
        const { outbox } = this.tables;
        const events: EventRecorder = {
          record: async (event, payload) => {
            this.assertPublishes(event);
            const envelope = createEnvelope(event, payload);
            await tx.insert(this.tables.outbox).values(row(envelope));
            recorded += 1;
            return envelope;
          },
          recordMany: async (event, payloads) => {
            this.assertPublishes(event);
            // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
            for (let start = 0; start < payloads.length; start += 1000) {
              const chunk = payloads.slice(start, start + 1000);
              await tx.insert(this.tables.outbox).values(chunk.map((payload) => row(createEnvelope(event, payload))));
              recorded += chunk.length;
            }
          },
          recordSelected: (event, payloads) => {
            this.assertPublishes(event);
            // Perhaps none (no rows): the relay, woken for nothing, finds nothing.
            recorded += 1;
            const { traceparent = null, tracestate = null } = currentTraceCarrier();
            const column = (c: { name: string }) => sql.identifier(c.name);
            return sql`insert into ${outbox} (${column(outbox.id)}, ${column(outbox.type)}, ${column(outbox.version)},
                ${column(outbox.occurredAt)}, ${column(outbox.correlationId)}, ${column(outbox.traceParent)},
                ${column(outbox.traceState)}, ${column(outbox.payload)})
              select gen_random_uuid(), ${event.type}, ${event.version}, ${new Date().toISOString()}::timestamptz,
                ${correlationIdOrNew()}, ${traceparent}, ${tracestate}, selected.payload
              from (${payloads}) selected`;
          },
        };
        return work(tx, events);
      }),
    );
    if (recorded > 0) this.afterCommit();
    return result;
  }
}
