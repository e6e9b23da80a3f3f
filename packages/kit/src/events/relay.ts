import type { EventEnvelope } from '@localpros/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { deepFreeze } from '../bus/deep-freeze.js';
import type { EventBus } from '../bus/event-bus.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { sampleOutboxBacklog } from './outbox-backlog.js';
import { type EventRetention, EventRetentionSweeper } from './retention.js';
import type { EventTables } from './tables.js';

/** A leased outbox row, as the claim's statement returns it. */
interface ClaimedRow {
  seq: number;
  id: string;
  type: string;
  version: number;
  occurred_at: string | Date;
  correlation_id: string;
  trace_parent: string | null;
  trace_state: string | null;
  payload: unknown;
}

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
  /**
   * How long a scheduled pass with published rows left to mark waits for the next commit, whose
   * claim then marks them (default 50 ms; at 25 jobs/s an outbox commits every 40 ms or so).
   */
  markLingerMs?: number;
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
  private readonly markLingerMs: number;
  private readonly sweeper: EventRetentionSweeper | undefined;
  private stopSampling: (() => void) | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollMs = options.pollMs ?? 500;
    this.batchSize = options.batchSize ?? 100;
    this.leaseSeconds = options.leaseSeconds ?? 30;
    this.publishWindow = Math.max(1, options.publishWindow ?? 1);
    this.markLingerMs = options.markLingerMs ?? 50;
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
    this.wake?.();
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
      this.running = this.runPass(true)
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

  /** `linger`: a scheduled pass, which may wait a moment for the next commit to mark with its claim. */
  private runPass(linger = false): Promise<number> {
    return this.publishWindow > 1 ? this.overlappingPass(linger) : this.orderedPass(linger);
  }

  /**
   * One publish at a time, in order: a failure releases the rest of the batch and ends the pass.
   * Published rows are marked by the next claim's statement: at once after a full batch, after a
   * commit within markLingerMs in a scheduled pass (`linger`), or on their own as the pass ends.
   */
  private async orderedPass(linger: boolean): Promise<number> {
    let published = 0;
    let marking: number[] = [];
    for (;;) {
      this.again = false;
      const batch = await this.claim(this.batchSize, marking, marking);
      published += marking.length;
      marking = [];
      this.options.metrics?.outboxPending.observe({ service: this.options.service }, batch.length);
      if (batch.length === 0) return published;
      const done: number[] = [];
      for (const row of batch) {
        if (!(await this.publishOne(row))) {
          await this.markPublished(done);
          await this.release(batch.slice(done.length).map((r) => r.seq));
          return published + done.length;
        }
        done.push(row.seq);
      }
      const more = batch.length === this.batchSize || this.again;
      if (more || (linger && !this.stopped && (await this.waitForKick(this.markLingerMs)))) {
        marking = done;
        continue;
      }
      await this.markPublished(done);
      return published + done.length;
    }
  }

  /**
   * Publishes overlap, up to `publishWindow` under way. In-process a publish resolves only once
   * every subscriber has handled the event, so claiming the next rows only when a whole window had
   * settled held every consumer to the pace of the slowest: JobPosted reached matching 1.8 s late (p50)
   * behind admin's and messaging's copies at 32 jobs/s (issue 26). Rows are claimed as room frees
   * (a quarter of the window at least, so claims stay batched). Delivered rows are marked by the
   * next claim's statement, or on their own once a quarter window waits or the pass has nothing
   * left; a scheduled pass (`linger`) first waits markLingerMs for a commit, as a busy outbox
   * has one well within that (issue 26: each event's mark was a statement of its own). A failed
   * publish releases its row and the pass claims nothing more; the next pass retries it (the inbox
   * drops what was delivered twice).
   */
  private async overlappingPass(linger: boolean): Promise<number> {
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
        const marking = delivered.splice(0);
        // Delivered rows not yet marked are leased still: never claimed again either.
        const batch = await this.claim(asked, [...inFlight.keys(), ...marking], marking);
        published += marking.length;
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
      const claimable = () => !failed && (more || this.again);
      if (linger && !failed && !this.stopped && inFlight.size === 0 && delivered.length > 0 && !claimable()) {
        // Nothing to do but mark: a commit within the moment claims and marks in one statement.
        if (await this.waitForKick(this.markLingerMs)) continue;
      }
      if (delivered.length >= quarter || (inFlight.size === 0 && delivered.length > 0)) {
        const seqs = delivered.splice(0);
        await this.markPublished(seqs);
        published += seqs.length;
      }
      if (inFlight.size === 0 && !claimable() && delivered.length === 0) return published;
      // Work to do now: rows settled while the last mark was being written, room to claim, or none under way.
      const canClaim = claimable() && this.publishWindow - inFlight.size >= quarter;
      if (inFlight.size === 0 || canClaim || delivered.length >= quarter) continue;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        for (const delivery of inFlight.values()) delivery.then(resolve, resolve);
      });
      this.wake = undefined;
    }
  }

  /** Whether a kick (or stop) came within `ms`. */
  private async waitForKick(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const woken = await new Promise<boolean>((resolve) => {
      this.wake = () => resolve(true);
      timer = setTimeout(() => resolve(false), ms);
    });
    clearTimeout(timer);
    this.wake = undefined;
    return woken;
  }

  /**
   * Leases the next unpublished rows to this relay (`busy`: rows it is still publishing), and marks
   * `published` rows in the same statement (they are in `busy` too: the claim's snapshot still
   * sees them unpublished).
   */
  private async claim(limit = this.batchSize, busy: readonly number[] = [], published: readonly number[] = []) {
    const { db, tables } = this.options;
    const { outbox } = tables;
    const marked =
      published.length > 0
        ? sql`with marked as (update ${outbox} set published_at = now(), claimed_until = null
            where seq = any(${sql.param([...published])}::bigint[]))`
        : sql``;
    const { rows } = (await db.execute(sql`${marked}
      update ${outbox} set claimed_until = now() + make_interval(secs => ${this.leaseSeconds})
      where seq in (
        select seq from ${outbox}
        where published_at is null and (claimed_until is null or claimed_until < now())
          -- A row leased past its lease while still being delivered here is not delivered twice.
          ${busy.length > 0 ? sql`and seq <> all(${sql.param([...busy])}::bigint[])` : sql``}
        order by seq limit ${limit}
        for update skip locked)
      returning seq::float8 as seq, id, type, version, occurred_at, correlation_id, trace_parent, trace_state, payload`)) as unknown as {
      rows: ClaimedRow[];
    };
    return rows.sort((a, b) => a.seq - b.seq);
  }

  private async publishOne(row: ClaimedRow): Promise<boolean> {
    const { db, tables, bus, logger, metrics, service } = this.options;
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.type,
      version: row.version,
      occurredAt: new Date(row.occurred_at).toISOString(),
      correlationId: row.correlation_id,
      ...(row.trace_parent ? { traceparent: row.trace_parent } : {}),
      ...(row.trace_state ? { tracestate: row.trace_state } : {}),
      payload: row.payload,
    };
    try {
      // Built for this publish from the row just read, and never touched again: handed over frozen.
      await bus.publish(deepFreeze(envelope));
    } catch (error) {
      logger.warn(
        { err: error, eventId: row.id, eventType: row.type, correlationId: row.correlation_id },
        'publishing an outbox event failed; it stays in the outbox and is retried',
      );
      await db
        .update(tables.outbox)
        .set({ attempts: sql`${tables.outbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
        .where(eq(tables.outbox.seq, row.seq));
      return false;
    }
    metrics?.eventsPublished.inc({ service, type: row.type });
    logger.debug({ eventId: row.id, eventType: row.type, correlationId: row.correlation_id }, 'event published');
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
