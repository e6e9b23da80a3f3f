import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from '../src/bus/event-bus.js';
import { runWithContext } from '../src/context.js';
import type { Database } from '../src/db/database.js';
import { Outbox } from '../src/events/outbox.js';
import { OutboxRelay } from '../src/events/relay.js';
import { WidgetCreated } from './fixtures/events.js';
import { outbox as outboxTable, tables, widgets } from './fixtures/schema.js';
import { fixtureDatabase, silentLogger } from './fixtures/setup.js';

/** A bus that records what it is given and can be told to fail. */
class RecordingBus implements EventBus {
  readonly kind = 'in-process' as const;
  published: EventEnvelope[] = [];
  failuresLeft = 0;
  async publish(envelope: EventEnvelope) {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('broker unavailable');
    }
    this.published.push(envelope);
  }
  subscribe() {}
  listen() {
    return () => undefined;
  }
  async start() {}
  async stop() {}
  async ping() {}
  async close() {}
}

/** A bus whose publish of the events named `held` waits until `release` (an in-process consumer still busy). */
class HoldingBus extends RecordingBus {
  readonly held = new Set<string>();
  attempts: string[] = [];
  release: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  override async publish(envelope: EventEnvelope) {
    this.attempts.push(envelope.id);
    if (this.held.has(envelope.id)) await this.gate;
    await super.publish(envelope);
  }
}

describe('outbox and relay (PostgreSQL)', () => {
  let handle: Awaited<ReturnType<typeof fixtureDatabase>>;
  let database: Database;
  let bus: RecordingBus;
  let outbox: Outbox;
  let relay: OutboxRelay;

  beforeEach(async () => {
    handle = await fixtureDatabase();
    database = handle.database;
    bus = new RecordingBus();
    outbox = new Outbox(database.db, tables);
    relay = new OutboxRelay({ service: 'fixture', db: database.db, tables, bus, logger: silentLogger, pollMs: 60_000 });
  });
  afterEach(async () => {
    await relay.stop();
    await handle.drop();
  });

  const widgetIn = (into: Outbox) => (name: string) =>
    into.transaction(async (tx, events) => {
      const id = randomUUID();
      await tx.insert(widgets).values({ id, name });
      return events.record(WidgetCreated, { widgetId: id, name });
    });
  const createWidget = (name: string) => widgetIn(outbox)(name);
  /** Creates a widget through an outbox that wakes `waking` after its commit, as a service's does. */
  const creatorWaking = (waking: OutboxRelay) => widgetIn(new Outbox(database.db, tables, () => waking.kick()));
  /** A relay on the fixture outbox that polls only when told (the tests kick or flush it). */
  const relayWith = (options: Partial<ConstructorParameters<typeof OutboxRelay>[0]>) =>
    new OutboxRelay({
      service: 'fixture',
      db: database.db,
      tables,
      bus,
      logger: silentLogger,
      pollMs: 60_000,
      ...options,
    });
  /** The outbox rows marked published. */
  const markedIds = async () =>
    (await database.db.select().from(outboxTable)).filter((r) => r.publishedAt !== null).map((r) => r.id);

  it('commits the state change and its event together', async () => {
    const envelope = await createWidget('mop');
    const [row] = await database.db.select().from(outboxTable).where(eq(outboxTable.id, envelope.id));
    expect(row?.type).toBe('WidgetCreated');
    expect(row?.publishedAt).toBeNull();
    expect(await database.db.select().from(widgets)).toHaveLength(1);
  });

  it('leaves neither the state change nor the event when the unit of work fails', async () => {
    await expect(
      outbox.transaction(async (tx, events) => {
        const id = randomUUID();
        await tx.insert(widgets).values({ id, name: 'bucket' });
        await events.record(WidgetCreated, { widgetId: id, name: 'bucket' });
        throw new Error('business rule failed after writing');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await database.db.select().from(widgets)).toHaveLength(0);
    expect(await database.db.select().from(outboxTable)).toHaveLength(0);
  });

  it('refuses a payload that does not match its schema, writing nothing', async () => {
    await expect(
      outbox.transaction(async (_tx, events) => events.record(WidgetCreated, { widgetId: 'not-a-uuid', name: 'x' })),
    ).rejects.toThrow();
    expect(await database.db.select().from(outboxTable)).toHaveLength(0);
  });

  it('publishes pending events in order, in the standard envelope, and marks them published', async () => {
    const first = await runWithContext({ correlationId: 'req-123' }, () => createWidget('first'));
    const second = await createWidget('second');
    const third = await createWidget('third');

    expect(await relay.flush()).toBe(3);
    expect(bus.published.map((e) => e.id)).toEqual([first.id, second.id, third.id]);
    const [envelope] = bus.published;
    expect(envelope).toMatchObject({ type: 'WidgetCreated', version: 1, correlationId: 'req-123' });
    expect(new Date(envelope?.occurredAt ?? '').toString()).not.toBe('Invalid Date');
    expect(envelope?.payload).toEqual({ widgetId: first.payload.widgetId, name: 'first' });

    const rows = await database.db.select().from(outboxTable);
    expect(rows.every((r) => r.publishedAt !== null && r.claimedUntil === null)).toBe(true);
    expect(await relay.flush()).toBe(0);
  });

  it('keeps an event whose publish failed and publishes it on the next pass, order intact', async () => {
    const first = await createWidget('first');
    const second = await createWidget('second');
    bus.failuresLeft = 1;

    expect(await relay.flush()).toBe(0);
    const [row] = await database.db.select().from(outboxTable).where(eq(outboxTable.id, first.id));
    expect(row).toMatchObject({ publishedAt: null, claimedUntil: null, attempts: 1 });
    expect(row?.lastError).toContain('broker unavailable');

    expect(await relay.flush()).toBe(2);
    expect(bus.published.map((e) => e.id)).toEqual([first.id, second.id]);
  });

  it('with a publish window, publishes several at once and retries only what failed', async () => {
    const windowed = relayWith({
      publishWindow: 16,
    });
    const sent = [];
    for (let i = 0; i < 5; i += 1) sent.push(await createWidget(`w${i}`));
    bus.failuresLeft = 1;
    expect(await windowed.flush()).toBe(4);
    const rows = await database.db.select().from(outboxTable);
    expect(rows.filter((r) => r.publishedAt === null).map((r) => r.id)).toEqual([sent[0]?.id]);
    expect(rows.every((r) => r.claimedUntil === null)).toBe(true);
    expect(await windowed.flush()).toBe(1);
    expect(new Set(bus.published.map((e) => e.id))).toEqual(new Set(sent.map((e) => e.id)));
  });

  it('with a window, an event still being delivered holds back neither the next ones nor their marking', async () => {
    const holding = new HoldingBus();
    const windowed = relayWith({
      bus: holding,
      publishWindow: 4,
      // Leases end at once: the row under way must still not be claimed (and delivered) again.
      leaseSeconds: 0,
    });
    const create = creatorWaking(windowed);
    const slow = await create('slow');
    holding.held.add(slow.id);
    windowed.start();
    await expect.poll(() => holding.attempts.length, { timeout: 20_000 }).toBe(1);
    // Created while the first is under way: each commit wakes the relay, which claims them at once.
    const later = [];
    for (let i = 0; i < 6; i += 1) later.push(await create(`later ${i}`));
    await expect.poll(() => holding.published.map((e) => e.id), { timeout: 20_000 }).toEqual(later.map((e) => e.id));
    await expect.poll(markedIds, { timeout: 20_000 }).toHaveLength(later.length);
    expect(await markedIds()).not.toContain(slow.id);

    holding.release();
    await expect.poll(markedIds, { timeout: 20_000 }).toHaveLength(later.length + 1);
    expect(holding.attempts.filter((id) => id === slow.id)).toHaveLength(1);
    expect(holding.published.at(-1)?.id).toBe(slow.id);
    await windowed.stop();
  });

  it('with a window, marks what it delivered in the statement that claims the next commit', async () => {
    // Counts the relay's statements: its claims (execute) and the marks it makes on their own (update).
    const statements = { claims: 0, marks: 0 };
    const counted = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (key === 'execute') statements.claims += 1;
          if (key === 'update') statements.marks += 1;
          return value.apply(target, args);
        };
      },
    });
    const windowed = relayWith({
      db: counted,
      publishWindow: 4,
      // Long enough that the second commit always comes within it, however slow the host.
      markLingerMs: 60_000,
    });
    const create = creatorWaking(windowed);
    windowed.start();
    const first = await create('first');
    await expect.poll(() => bus.published.map((e) => e.id), { timeout: 20_000 }).toEqual([first.id]);
    const second = await create('second');
    await expect.poll(() => bus.published.map((e) => e.id), { timeout: 20_000 }).toEqual([first.id, second.id]);
    // The second claim marked the first; the second waits for a commit that does not come.
    await expect.poll(markedIds, { timeout: 20_000 }).toEqual([first.id]);
    expect(statements.marks).toBe(0);
    // Stopping ends the wait: the last row is marked on its own.
    await windowed.stop();
    expect(new Set(await markedIds())).toEqual(new Set([first.id, second.id]));
    expect(statements.marks).toBe(1);
  });

  it('with a window, a failed publish ends the pass however often commits wake it', async () => {
    const windowed = relayWith({
      publishWindow: 16,
      markLingerMs: 60_000,
    });
    const sent = [await createWidget('first'), await createWidget('second')];
    bus.failuresLeft = 1;
    windowed.start();
    // Commits elsewhere keep waking it: the pass must still mark what it delivered and end, so the
    // next one retries the failed row.
    const waking = setInterval(() => windowed.kick(), 20);
    try {
      await expect
        .poll(async () => new Set(await markedIds()), { timeout: 20_000 })
        .toEqual(new Set(sent.map((e) => e.id)));
    } finally {
      clearInterval(waking);
      await windowed.stop();
    }
  });

  it('publishes right after a commit when the outbox wakes the relay', async () => {
    const woken = new Outbox(database.db, tables, () => relay.kick());
    relay.start();
    await woken.transaction(async (tx, events) => {
      const id = randomUUID();
      await tx.insert(widgets).values({ id, name: 'sponge' });
      await events.record(WidgetCreated, { widgetId: id, name: 'sponge' });
    });
    await expect.poll(() => bus.published.length, { timeout: 20_000 }).toBe(1);
  });

  it('flushes what is still pending when stopped', async () => {
    relay.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await createWidget('late');
    await relay.stop();
    expect(bus.published.map((e) => e.payload)).toEqual([expect.objectContaining({ name: 'late' })]);
  });

  it('lets two relays share an outbox without publishing a row twice', async () => {
    for (let i = 0; i < 40; i += 1) await createWidget(`w${i}`);
    const otherBus = new RecordingBus();
    const other = new OutboxRelay({
      service: 'fixture',
      db: database.db,
      tables,
      bus: otherBus,
      logger: silentLogger,
      batchSize: 5,
    });
    const mine = new OutboxRelay({
      service: 'fixture',
      db: database.db,
      tables,
      bus,
      logger: silentLogger,
      batchSize: 5,
    });
    await Promise.all([mine.flush(), other.flush()]);
    const ids = [...bus.published, ...otherBus.published].map((e) => e.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });
});
