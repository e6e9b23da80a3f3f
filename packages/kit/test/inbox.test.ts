import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PoisonEventError } from '../src/bus/event-bus.js';
import { currentContext } from '../src/context.js';
import { afterCommit } from '../src/events/after-commit.js';
import { idempotentHandler, on, onEachInOneStatement } from '../src/events/consumer.js';
import { WidgetCreated } from './fixtures/events.js';
import { inbox, tables, widgets } from './fixtures/schema.js';
import { fixtureDatabase, silentLogger } from './fixtures/setup.js';

describe('inbox: idempotent consumers (PostgreSQL)', () => {
  let handle: Awaited<ReturnType<typeof fixtureDatabase>>;
  beforeEach(async () => {
    handle = await fixtureDatabase();
  });
  afterEach(() => handle.drop());

  const envelopeFor = (widgetId: string): EventEnvelope => ({
    id: randomUUID(),
    type: 'WidgetCreated',
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: 'corr-42',
    payload: { widgetId, name: 'mop' },
  });

  /** Counts deliveries into the widget row, so a doubled effect shows as handledCount 2. */
  function countingHandler(options: { failTimes?: number; seen?: string[] } = {}) {
    let failures = options.failTimes ?? 0;
    return idempotentHandler({
      consumer: 'fixture-consumer',
      db: handle.database.db,
      tables,
      logger: silentLogger,
      eventConsumer: on(WidgetCreated, async (payload, { tx }) => {
        options.seen?.push(currentContext()?.correlationId ?? 'none');
        await tx
          .update(widgets)
          .set({ handledCount: sql`${widgets.handledCount} + 1` })
          .where(eq(widgets.id, payload.widgetId));
        if (failures > 0) {
          failures -= 1;
          throw new Error('handler failed after writing');
        }
      }),
    });
  }

  async function widget() {
    const id = randomUUID();
    await handle.database.db.insert(widgets).values({ id, name: 'mop' });
    return id;
  }
  const handledCount = async (id: string) =>
    (await handle.database.db.select().from(widgets).where(eq(widgets.id, id)))[0]?.handledCount;

  it('applies a redelivered event once', async () => {
    const id = await widget();
    const handler = countingHandler();
    const envelope = envelopeFor(id);
    expect(await handler(envelope, 1)).toBe('processed');
    expect(await handler(envelope, 2)).toBe('duplicate');
    expect(await handler(structuredClone(envelope), 3)).toBe('duplicate');
    expect(await handledCount(id)).toBe(1);
    expect(await handle.database.db.select().from(inbox)).toHaveLength(1);
  });

  describe('a consumer whose effect is one statement (no transaction around it)', () => {
    /** Counts deliveries into the widget row; the name `fail` makes the statement fail (division by zero). */
    const oneStatement = () =>
      idempotentHandler({
        consumer: 'fixture-consumer',
        db: handle.database.db,
        tables,
        logger: silentLogger,
        eventConsumer: onEachInOneStatement(
          WidgetCreated,
          (payload, isFirst) => sql`
            update ${widgets} set handled_count = handled_count + 1
            where id = ${payload.widgetId}::uuid and ${isFirst}
              and 1 / (case when ${payload.name} = 'fail' then 0 else 1 end) = 1`,
        ),
      });

    it('applies the first delivery with its inbox row, and a redelivery not at all', async () => {
      const id = await widget();
      const handler = oneStatement();
      const envelope = envelopeFor(id);
      expect(await handler(envelope, 1)).toBe('processed');
      expect(await handler(envelope, 2)).toBe('duplicate');
      expect(await handledCount(id)).toBe(1);
      expect(await handle.database.db.select().from(inbox)).toMatchObject([
        { eventId: envelope.id, consumer: 'fixture-consumer', eventType: 'WidgetCreated' },
      ]);
    });

    it('leaves no inbox row when the statement fails, so the redelivery is processed', async () => {
      const id = await widget();
      const handler = oneStatement();
      const failing = { ...envelopeFor(id), payload: { widgetId: id, name: 'fail' } };
      await expect(handler(failing, 1)).rejects.toThrow();
      expect(await handle.database.db.select().from(inbox)).toHaveLength(0);
      expect(await handler({ ...failing, payload: { widgetId: id, name: 'mop' } }, 2)).toBe('processed');
      expect(await handledCount(id)).toBe(1);
    });

    it("runs as a first delivery in the caller's transaction when handled directly (a replay)", async () => {
      const id = await widget();
      const consumer = onEachInOneStatement(
        WidgetCreated,
        (payload, isFirst) => sql`
        update ${widgets} set handled_count = handled_count + 1 where id = ${payload.widgetId}::uuid and ${isFirst}`,
      );
      const payload = { widgetId: id, name: 'mop' };
      await handle.database.db.transaction((tx) =>
        consumer.handle(payload, { tx, envelope: { ...envelopeFor(id), payload }, events: undefined as never }),
      );
      expect(await handledCount(id)).toBe(1);
      expect(await handle.database.db.select().from(inbox)).toHaveLength(0);
    });
  });

  it('rolls back the inbox row with a failed effect, so the redelivery is processed', async () => {
    const id = await widget();
    const handler = countingHandler({ failTimes: 1 });
    const envelope = envelopeFor(id);
    await expect(handler(envelope, 1)).rejects.toThrow('handler failed');
    expect(await handledCount(id)).toBe(0);
    expect(await handle.database.db.select().from(inbox)).toHaveLength(0);
    expect(await handler(envelope, 2)).toBe('processed');
    expect(await handledCount(id)).toBe(1);
  });

  it('runs the handler in the event correlation context', async () => {
    const seen: string[] = [];
    await countingHandler({ seen })(envelopeFor(await widget()), 1);
    expect(seen).toEqual(['corr-42']);
  });

  it('treats a payload that breaks its schema as poison, not as a retryable failure', async () => {
    const bad = { ...envelopeFor(randomUUID()), payload: { widgetId: 42 } };
    await expect(countingHandler()(bad, 1)).rejects.toBeInstanceOf(PoisonEventError);
    expect(await handle.database.db.select().from(inbox)).toHaveLength(0);
  });

  it('treats an event version newer than the consumer knows as poison', async () => {
    const newer = { ...envelopeFor(await widget()), version: 2 };
    await expect(countingHandler()(newer, 1)).rejects.toBeInstanceOf(PoisonEventError);
  });

  it('runs what the handler asks to run after commit once its effect is visible to others, never after a rollback', async () => {
    const id = await widget();
    // What another connection reads when the callback runs (a sender woken by it reads so).
    const seenAfterCommit: Promise<number | undefined>[] = [];
    let failures = 1;
    const handler = idempotentHandler({
      consumer: 'fixture-consumer',
      db: handle.database.db,
      tables,
      logger: silentLogger,
      eventConsumer: on(WidgetCreated, async (payload, { tx }) => {
        await tx
          .update(widgets)
          .set({ handledCount: sql`${widgets.handledCount} + 1` })
          .where(eq(widgets.id, payload.widgetId));
        afterCommit(() => seenAfterCommit.push(handledCount(id)));
        // Still inside the transaction: nothing has run yet.
        expect(seenAfterCommit).toHaveLength(0);
        if (failures > 0) {
          failures -= 1;
          throw new Error('handler failed after writing');
        }
      }),
    });
    const envelope = envelopeFor(id);
    await expect(handler(envelope, 1)).rejects.toThrow('handler failed');
    expect(seenAfterCommit).toHaveLength(0);
    expect(await handler(envelope, 2)).toBe('processed');
    expect(seenAfterCommit).toHaveLength(1);
    expect(await seenAfterCommit[0]).toBe(1);
    // Outside a transaction it runs at once.
    let ran = false;
    afterCommit(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
