import type { EventEnvelope } from '@localpros/contracts';
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { EventBus } from '../bus/event-bus.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { sampleOutboxBacklog } from './outbox-backlog.js';
import { type EventRetention, EventRetentionSweeper } from './retention.js';
import type { EventTables } from './tables.js';

export interface OutboxRelayOptions {
  service: string;
  db: Db;
  tables: EventTables;
  bus: EventBus;
  logger: Logger;
  metrics?: Metrics;
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row stays leased to this relay before another may take it. */
  leaseSeconds?: number;
  /**
   * Publishes under way at once (default 1: one at a time, and a failure keeps the order). With
   * more, publishes overlap (overlappingPass): started in order, settled in any.
   */
  publishWindow?: number;
  /** Deletes old published outbox rows and processed inbox rows (retention.ts); none when unset. */
  retention?: EventRetention;
}

/**
 * Publishes outbox rows in order. Rows are leased (claimed_until) in a short transaction and
 * published outside it, so no transaction is held open across a broker call. A publish that
 * fails releases the lease and ends the pass: order is kept and the next pass retries.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Resolves the wait of an overlapping pass when a commit kicks the relay. */
  private wake: (() => void) | undefined;
  private stopped = true;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly publishWindow: number;
  private readonly sweeper: EventRetentionSweeper | undefined;
  private stopSampling: (() => void) | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollMs = options.pollMs ?? 500;
    this.batchSize = options.batchSize ?? 100;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.publishWindow = Math.max(1, options.publishWindow ?? 1);
    const { retention, service, db, tables, logger, metrics } = options;
    this.sweeper = retention && new EventRetentionSweeper({ service, db, tables, retention, logger, metrics });
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
    this.sweeper?.start();
    const { metrics, service, db, tables } = this.options;
    this.stopSampling?.();
    this.stopSampling = metrics && sampleOutboxBacklog(metrics, service, db, tables);
  }

  /** Wakes the relay now (after a commit) instead of at the next poll. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      this.wake?.();
      return;
    }
    this.schedule(0);
  }

  /** Stops polling, waits for the pass in flight, then makes one last pass to flush. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.stopSampling?.();
    this.stopSampling = undefined;
    await this.sweeper?.stop();
    await this.running;
    await this.runPass().catch(() => undefined);
  }

  /** One pass: publishes what is pending now. Returns how many rows were published. */
  async flush(): Promise<number> {
    await this.running;
    return this.runPass();
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.runPass()
        .then(() => undefined)
        .catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox relay pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : this.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref?.();
  }

  private runPass(): Promise<number> {
    return this.publishWindow > 1 ? this.overlappingPass() : this.orderedPass();
  }

  /** One publish at a time, in order: a failure releases the rest of the batch and ends the pass. */
  private async orderedPass(): Promise<number> {
    let published = 0;
    for (;;) {
      const batch = await this.claim();
      this.options.metrics?.outboxPending.observe({ service: this.options.service }, batch.length);
      if (batch.length === 0) return published;
      // Published rows are marked in one statement per batch: a job with hundreds of leads
      // publishes hundreds of events, and a row-by-row update would cost more than publishing.
      const done: number[] = [];
      for (const row of batch) {
        if (!(await this.publishOne(row))) {
          await this.markPublished(done);
          await this.release(batch.slice(done.length).map((r) => r.seq));
          return published + done.length;
        }
        done.push(row.seq);
      }
      await this.markPublished(done);
      published += done.length;
      if (batch.length < this.batchSize) return published;
    }
  }

  /**
   * Publishes overlap, up to `publishWindow` under way. In-process a publish resolves only once
   * every subscriber has handled the event, so claiming the next rows only when a whole window had
   * settled held every consumer to the pace of the slowest: JobPosted reached matching 1.8 s late (p50)
   * behind admin's and messaging's copies at 32 jobs/s (issue 26). Rows are claimed as room frees
   * (a quarter of the window at least, so claims stay batched), and those delivered are marked in
   * one statement a quarter window at a time. A failed publish releases its row and the pass
   * claims nothing more; the next pass retries it (the inbox drops what was delivered twice).
   */
  private async overlappingPass(): Promise<number> {
    const inFlight = new Map<number, Promise<void>>();
    const delivered: number[] = [];
    const quarter = Math.max(1, Math.floor(this.publishWindow / 4));
    let published = 0;
    let failed = false;
    // The last claim filled what it asked for: more rows may be waiting.
    let more = true;
    for (;;) {
      const room = this.publishWindow - inFlight.size;
      if (!failed && (more || this.again) && (room >= quarter || inFlight.size === 0)) {
        this.again = false;
        const asked = Math.min(this.batchSize, room);
        // Delivered rows not yet marked are leased still: never claimed again either.
        const batch = await this.claim(asked, [...inFlight.keys(), ...delivered]);
        this.options.metrics?.outboxPending.observe({ service: this.options.service }, batch.length);
        more = batch.length === asked;
        for (const row of batch) {
          const delivery = this.publishOne(row)
            .then(async (ok) => {
              if (ok) delivered.push(row.seq);
              else {
                failed = true;
                await this.release([row.seq]);
              }
            })
            .finally(() => inFlight.delete(row.seq));
          inFlight.set(row.seq, delivery);
        }
      }
      if (delivered.length >= quarter || (inFlight.size === 0 && delivered.length > 0)) {
        const seqs = delivered.splice(0);
        await this.markPublished(seqs);
        published += seqs.length;
      }
      const claimable = !failed && (more || this.again);
      if (inFlight.size === 0 && !claimable && delivered.length === 0) return published;
      // Work to do now: rows settled while the last mark was being written, room to claim, or none under way.
      const canClaim = claimable && this.publishWindow - inFlight.size >= quarter;
      if (inFlight.size === 0 || canClaim || delivered.length >= quarter) continue;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        for (const delivery of inFlight.values()) delivery.then(resolve, resolve);
      });
      this.wake = undefined;
    }
  }

  /** Leases the next unpublished rows to this relay (`busy`: rows it is still publishing). */
  private async claim(limit = this.batchSize, busy: readonly number[] = []) {
    const { db, tables } = this.options;
    const { outbox } = tables;
    const pending = db
      .select({ seq: outbox.seq })
      .from(outbox)
      .where(
        and(
          isNull(outbox.publishedAt),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
          // A row leased past its lease while still being delivered here is not delivered twice.
          busy.length > 0 ? notInArray(outbox.seq, [...busy]) : undefined,
        ),
      )
      .orderBy(asc(outbox.seq))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
      .where(inArray(outbox.seq, pending))
      .returning();
    return rows.sort((a, b) => a.seq - b.seq);
  }

  private async publishOne(row: Awaited<ReturnType<OutboxRelay['claim']>>[number]): Promise<boolean> {
    const { db, tables, bus, logger, metrics, service } = this.options;
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.type,
      version: row.version,
      occurredAt: new Date(row.occurredAt).toISOString(),
      correlationId: row.correlationId,
      ...(row.traceParent ? { traceparent: row.traceParent } : {}),
      ...(row.traceState ? { tracestate: row.traceState } : {}),
      payload: row.payload,
    };
    try {
      await bus.publish(envelope);
    } catch (error) {
      logger.warn(
        { err: error, eventId: row.id, eventType: row.type, correlationId: row.correlationId },
        'publishing an outbox event failed; it stays in the outbox and is retried',
      );
      await db
        .update(tables.outbox)
        .set({ attempts: sql`${tables.outbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
        .where(eq(tables.outbox.seq, row.seq));
      return false;
    }
    metrics?.eventsPublished.inc({ service, type: row.type });
    logger.debug({ eventId: row.id, eventType: row.type, correlationId: row.correlationId }, 'event published');
    return true;
  }

  private async markPublished(seqs: number[]): Promise<void> {
    if (seqs.length === 0) return;
    const { db, tables } = this.options;
    await db
      .update(tables.outbox)
      .set({ publishedAt: sql`now()`, claimedUntil: null })
      .where(inArray(tables.outbox.seq, seqs));
  }

  private async release(seqs: number[]): Promise<void> {
    if (seqs.length === 0) return;
    const { db, tables } = this.options;
    await db.update(tables.outbox).set({ claimedUntil: null }).where(inArray(tables.outbox.seq, seqs));
  }
}
