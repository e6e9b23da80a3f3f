import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxBacklog } from '../src/events/outbox-backlog.js';
import { OutboxRelay } from '../src/events/relay.js';
import { EventRetentionSweeper, eventRetentionFromEnv, sweepEventTables } from '../src/events/retention.js';
import { createMetrics } from '../src/metrics.js';
import { tables } from './fixtures/schema.js';
import { fixtureDatabase, silentLogger } from './fixtures/setup.js';

const DAY_MS = 24 * 3600 * 1000;

describe('outbox and inbox retention (PostgreSQL)', () => {
  let handle: Awaited<ReturnType<typeof fixtureDatabase>>;
  beforeEach(async () => {
    handle = await fixtureDatabase();
  });
  afterEach(() => handle.drop());

  const db = () => handle.database.db;
  /** An outbox row recorded `ageDays` ago; published then too, or not at all. */
  const outboxRow = (ageDays: number, published: boolean) =>
    db().execute(sql`
      insert into kit_fixture.outbox (id, type, version, occurred_at, correlation_id, payload, published_at)
      values (${randomUUID()}, 'WidgetCreated', 1, now() - make_interval(secs => ${ageDays * 86400}), 'corr', '{}'::jsonb,
              ${published ? sql`now() - make_interval(secs => ${ageDays * 86400})` : sql`null`})`);
  const inboxRow = (ageDays: number) =>
    db().execute(sql`
      insert into kit_fixture.inbox (event_id, consumer, event_type, processed_at)
      values (${randomUUID()}, 'fixture', 'WidgetCreated', now() - make_interval(secs => ${ageDays * 86400}))`);
  const count = async (table: 'outbox' | 'inbox', where = sql`true`) => {
    const result = await db().execute(
      sql`select count(*)::int as n from ${sql.identifier('kit_fixture')}.${sql.identifier(table)} where ${where}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it('deletes published outbox rows and processed inbox rows past their age, in batches, and nothing else', async () => {
    for (let i = 0; i < 5; i += 1) await outboxRow(10, true); // old and published: go
    await outboxRow(1, true); // published recently: stays
    await outboxRow(30, false); // old but never published: stays whatever its age
    for (let i = 0; i < 3; i += 1) await inboxRow(20); // old: go
    await inboxRow(2); // recent: stays

    const retention = { outboxMaxAgeMs: 7 * DAY_MS, inboxMaxAgeMs: 14 * DAY_MS, batchSize: 2 };
    // One batch per table at most: 2 of each go, the rest wait for the next sweep.
    expect(await sweepEventTables(db(), tables, { ...retention, maxBatches: 1 })).toEqual({ outbox: 2, inbox: 2 });
    expect(await sweepEventTables(db(), tables, retention)).toEqual({ outbox: 3, inbox: 1 });
    expect(await sweepEventTables(db(), tables, retention)).toEqual({ outbox: 0, inbox: 0 });

    expect(await count('outbox')).toBe(2);
    expect(await count('outbox', sql`published_at is null`)).toBe(1);
    expect(await count('inbox')).toBe(1);
  });

  it('keeps every outbox row when the outbox has no retention (the in-process default)', async () => {
    await outboxRow(400, true);
    await inboxRow(400);
    expect(await sweepEventTables(db(), tables, { inboxMaxAgeMs: DAY_MS })).toEqual({ outbox: 0, inbox: 1 });
    expect(await count('outbox')).toBe(1);
  });

  it('the sweeper counts what it deleted, and the relay samples the outbox backlog on scrape', async () => {
    await outboxRow(10, true);
    await inboxRow(20);
    await outboxRow(0.5, false);
    await outboxRow(0.25, false);
    const metrics = createMetrics();
    const retention = { outboxMaxAgeMs: DAY_MS, inboxMaxAgeMs: DAY_MS };
    const sweeper = new EventRetentionSweeper({
      service: 'fixture',
      db: db(),
      tables,
      retention,
      logger: silentLogger,
      metrics,
    });
    expect(await sweeper.sweep()).toEqual({ outbox: 1, inbox: 1 });
    const deleted = await metrics.eventRowsDeleted.get();
    expect(deleted.values.map((v) => [v.labels.table, v.value]).sort()).toEqual([
      ['inbox', 1],
      ['outbox', 1],
    ]);

    const backlog = await outboxBacklog(db(), tables);
    expect(backlog.unpublished).toBe(2);
    expect(backlog.oldestAgeSeconds).toBeGreaterThan((0.5 * DAY_MS) / 1000 - 60);
    expect(backlog.oldestAgeSeconds).toBeLessThan((0.5 * DAY_MS) / 1000 + 60);

    // A relay that never publishes (its poll is far off) still reports its backlog when scraped.
    const relay = new OutboxRelay({
      service: 'fixture',
      db: db(),
      tables,
      bus: {
        kind: 'in-process',
        publish: async () => {
          throw new Error('down');
        },
        subscribe() {},
        listen: () => () => undefined,
        start: async () => {},
        stop: async () => {},
        ping: async () => {},
        close: async () => {},
      },
      logger: silentLogger,
      metrics,
      pollMs: 60_000,
    });
    relay.start();
    try {
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/^localpros_outbox_unpublished_events\{service="fixture"\} 2$/m);
      const age = /^localpros_outbox_oldest_unpublished_age_seconds\{service="fixture"\} ([\d.e+]+)$/m.exec(text);
      expect(Number(age?.[1])).toBeGreaterThan(40_000);
    } finally {
      await relay.stop();
    }
    // Stopped: the relay no longer samples (the series drops out of the next scrape).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await metrics.registry.metrics()).not.toMatch(/^localpros_outbox_unpublished_events\{/m);
  });
});

describe('retention settings', () => {
  it('keeps outbox rows 7 days on NATS and all of them in-process unless told, inbox rows 14 days', () => {
    expect(eventRetentionFromEnv({}, 'nats')).toEqual({ outboxMaxAgeMs: 7 * DAY_MS, inboxMaxAgeMs: 14 * DAY_MS });
    expect(eventRetentionFromEnv({}, 'in-process')).toEqual({ outboxMaxAgeMs: undefined, inboxMaxAgeMs: 14 * DAY_MS });
    expect(eventRetentionFromEnv({ OUTBOX_RETENTION_DAYS: '3', INBOX_RETENTION_DAYS: '' }, 'in-process')).toEqual({
      outboxMaxAgeMs: 3 * DAY_MS,
      inboxMaxAgeMs: 14 * DAY_MS,
    });
    expect(eventRetentionFromEnv({ OUTBOX_RETENTION_DAYS: '0', INBOX_RETENTION_DAYS: '30' }, 'nats')).toEqual({
      outboxMaxAgeMs: undefined,
      inboxMaxAgeMs: 30 * DAY_MS,
    });
  });

  it('refuses an inbox retention shorter than a day (it must outlast every redelivery)', () => {
    expect(() => eventRetentionFromEnv({ INBOX_RETENTION_DAYS: '0.01' }, 'nats')).toThrow();
    expect(() => eventRetentionFromEnv({ OUTBOX_RETENTION_DAYS: '-1' }, 'nats')).toThrow();
  });
});
