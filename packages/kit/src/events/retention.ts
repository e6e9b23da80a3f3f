import { and, asc, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { EventTables } from './tables.js';

const DAY_MS = 24 * 3600 * 1000;
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * How long published outbox rows and processed inbox rows are kept (documented in .env.example and
 * docs/runbooks/dead-letters.md). Part of every process's settings (config/common.ts), so a bad
 * value stops the process at start.
 */
export const eventRetentionShape = {
  /**
   * Days a published outbox row is kept; 0 keeps them all. Unset: 7 days on NATS (the events
   * stream keeps 7 days, so the outbox holds the same history), all of them in-process, where the
   * outbox is the only event history (the admin read-model rebuild's `--from=outbox`).
   */
  OUTBOX_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(3650).optional()),
  /**
   * Days a processed inbox row is kept (the consumer's memory of "already done"); at least 1.
   * It must outlast every way an event already handled can come again: the broker's duplicate
   * window (2 min) only covers a republish soon after; a redelivery after a lost ack comes within
   * the redelivery span (at most 100 attempts x (30 s back-off + 30 s ack wait) ~ 100 min); the
   * relay republishes a row whose publish it could not mark, possibly after a long outage; and a
   * durable consumer created again replays the whole events stream (7 days). A deleted row makes
   * such a repeat look new and its effect happens twice, so the default, 14 days, outlasts them all.
   */
  INBOX_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(3650).default(14)),
};

export interface EventRetention {
  /** Published outbox rows older than this are deleted; undefined keeps them. */
  outboxMaxAgeMs?: number;
  inboxMaxAgeMs: number;
  /** Time between sweeps (default 10 minutes; the first comes a minute after start). */
  intervalMs?: number;
  /** Rows deleted per statement (default 1000): short transactions, no long lock on the table. */
  batchSize?: number;
  /** Batches per table per sweep (default 50); what is left waits for the next sweep. */
  maxBatches?: number;
}

/** The retention a service applies, from its environment and the kind of bus it runs on. */
export function eventRetentionFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  busKind: 'in-process' | 'nats',
): EventRetention {
  const settings = z.object(eventRetentionShape).parse(env);
  const outboxDays = settings.OUTBOX_RETENTION_DAYS ?? (busKind === 'nats' ? 7 : 0);
  return {
    outboxMaxAgeMs: outboxDays > 0 ? outboxDays * DAY_MS : undefined,
    inboxMaxAgeMs: settings.INBOX_RETENTION_DAYS * DAY_MS,
  };
}

/**
 * Deletes published outbox rows and processed inbox rows past their age, a batch per statement.
 * Rows another sweeper (a replica) holds are skipped, not waited for. Returns how many went.
 */
export async function sweepEventTables(
  db: Db,
  tables: EventTables,
  retention: EventRetention,
): Promise<{ outbox: number; inbox: number }> {
  const batchSize = retention.batchSize ?? 1000;
  const maxBatches = retention.maxBatches ?? 50;
  const repeat = async (deleteBatch: () => Promise<number>) => {
    let total = 0;
    for (let i = 0; i < maxBatches; i += 1) {
      const deleted = await deleteBatch();
      total += deleted;
      if (deleted < batchSize) break;
    }
    return total;
  };
  const { outbox, inbox } = tables;
  const outboxDeleted =
    retention.outboxMaxAgeMs === undefined
      ? 0
      : await repeat(async () => {
          const seconds = (retention.outboxMaxAgeMs ?? 0) / 1000;
          // Oldest first by seq (the primary key): old published rows sit at the front.
          const old = db
            .select({ seq: outbox.seq })
            .from(outbox)
            .where(
              and(
                isNotNull(outbox.publishedAt),
                lt(outbox.publishedAt, sql`now() - make_interval(secs => ${seconds})`),
              ),
            )
            .orderBy(asc(outbox.seq))
            .limit(batchSize)
            .for('update', { skipLocked: true });
          const rows = await db.delete(outbox).where(inArray(outbox.seq, old)).returning({ seq: outbox.seq });
          return rows.length;
        });
  const inboxDeleted = await repeat(async () => {
    const seconds = retention.inboxMaxAgeMs / 1000;
    // The inbox's key is (event_id, consumer): rows are picked by their physical address instead.
    const result = await db.execute(sql`
      delete from ${inbox} where ctid = any(array(
        select ctid from ${inbox}
        where ${inbox.processedAt} < now() - make_interval(secs => ${seconds})
        limit ${batchSize} for update skip locked))`);
    return (result as unknown as { rowCount?: number | null }).rowCount ?? 0;
  });
  return { outbox: outboxDeleted, inbox: inboxDeleted };
}

/** Runs sweepEventTables for one service on a timer (the relay starts and stops it). */
export class EventRetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly options: {
      service: string;
      db: Db;
      tables: EventTables;
      retention: EventRetention;
      logger: Logger;
      metrics?: Metrics;
      firstSweepMs?: number;
    },
  ) {}

  start(): void {
    this.schedule(this.options.firstSweepMs ?? 60_000);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One sweep now; what the timer runs. */
  async sweep(): Promise<{ outbox: number; inbox: number }> {
    const { service, db, tables, retention, logger, metrics } = this.options;
    const deleted = await sweepEventTables(db, tables, retention);
    metrics?.eventRowsDeleted.inc({ service, table: 'outbox' }, deleted.outbox);
    metrics?.eventRowsDeleted.inc({ service, table: 'inbox' }, deleted.inbox);
    if (deleted.outbox + deleted.inbox > 0) logger.info({ deleted }, 'old outbox and inbox rows deleted');
    return deleted;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox/inbox retention sweep failed'))
        .finally(() => {
          this.running = undefined;
          if (this.timer) this.schedule(this.options.retention.intervalMs ?? 10 * 60_000);
        });
    }, delay);
    this.timer.unref?.();
  }
}
