import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../src/bus/deep-freeze.js';
import { PoisonEventError } from '../src/bus/event-bus.js';
import { InProcessBus } from '../src/bus/memory-bus.js';
import { createMetrics } from '../src/metrics.js';
import { silentLogger } from './fixtures/setup.js';

const envelope = (type = 'WidgetCreated'): EventEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'c-1',
  payload: { name: 'mop' },
});

async function deadLettered(metrics: ReturnType<typeof createMetrics>) {
  const metric = await metrics.eventsDeadLettered.get();
  return metric.values.reduce((sum, v) => sum + v.value, 0);
}

describe('in-process bus', () => {
  it("delivers to the subscribers of that event type only, a copy none can change (not the publisher's)", async () => {
    const bus = new InProcessBus({ logger: silentLogger });
    const got: Record<string, EventEnvelope[]> = { a: [], b: [], other: [] };
    bus.subscribe('a', 'WidgetCreated', async (e) => void got.a?.push(e));
    bus.subscribe('b', 'WidgetCreated', async (e) => void got.b?.push(e));
    bus.subscribe('other', 'WidgetDeleted', async (e) => void got.other?.push(e));
    await bus.start();
    const sent = envelope();
    await bus.publish(sent);
    expect(got.a).toEqual([sent]);
    expect(got.b).toEqual([sent]);
    expect(got.other).toEqual([]);
    expect(got.a?.[0]).not.toBe(sent);
    const delivered = got.a?.[0] as EventEnvelope<{ name: string }>;
    expect(() => {
      delivered.payload.name = 'changed';
    }).toThrow(TypeError);
    expect(got.b?.[0]?.payload).toEqual(sent.payload);
  });

  it('hands over an envelope its publisher deep-froze, without copying it', async () => {
    const bus = new InProcessBus({ logger: silentLogger });
    const got: EventEnvelope[] = [];
    bus.subscribe('a', 'WidgetCreated', async (e) => void got.push(e));
    bus.subscribe('b', 'WidgetCreated', async (e) => void got.push(e));
    await bus.start();
    const sent = deepFreeze(envelope());
    await bus.publish(sent);
    expect(got).toHaveLength(2);
    expect(got.every((e) => e === sent)).toBe(true);
  });

  it("handles a subscription's deliveries up to its concurrency at once, the rest in publish order", async () => {
    const bus = new InProcessBus({ logger: silentLogger });
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const handler = (name: string) => async (e: EventEnvelope) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name}:${(e.payload as { name: string }).name}`);
      running -= 1;
    };
    bus.subscribe('four', 'WidgetCreated', handler('four'), { concurrency: 4 });
    await bus.start();
    const sent = Array.from({ length: 10 }, (_, i) => ({ ...envelope(), payload: { name: String(i) } }));
    await Promise.all(sent.map((e) => bus.publish(e)));
    expect(most).toBe(4);
    expect(order).toHaveLength(10);

    const serial = new InProcessBus({ logger: silentLogger });
    running = 0;
    most = 0;
    order.length = 0;
    serial.subscribe('one', 'WidgetCreated', handler('one'));
    await serial.start();
    await Promise.all(sent.map((e) => serial.publish(e)));
    expect(most).toBe(1);
    expect(order).toEqual(sent.map((e) => `one:${(e.payload as { name: string }).name}`));
  });

  it('redelivers a failed event with backoff until it is handled', async () => {
    const bus = new InProcessBus({ logger: silentLogger, maxDeliver: 5, backoffBaseMs: 10 });
    const attempts: number[] = [];
    bus.subscribe('a', 'WidgetCreated', async (_e, attempt) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error('database busy');
    });
    await bus.start();
    await bus.publish(envelope());
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('dead-letters after the last attempt, visible in the metric', async () => {
    const metrics = createMetrics();
    const bus = new InProcessBus({ logger: silentLogger, metrics, maxDeliver: 3, backoffBaseMs: 1 });
    let attempts = 0;
    bus.subscribe('a', 'WidgetCreated', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    await bus.start();
    await bus.publish(envelope());
    expect(attempts).toBe(3);
    expect(await deadLettered(metrics)).toBe(1);
  });

  it('dead-letters a poison event at once', async () => {
    const metrics = createMetrics();
    const bus = new InProcessBus({ logger: silentLogger, metrics, maxDeliver: 5, backoffBaseMs: 1 });
    let attempts = 0;
    bus.subscribe('a', 'WidgetCreated', async () => {
      attempts += 1;
      throw new PoisonEventError('bad payload');
    });
    await bus.start();
    await bus.publish(envelope());
    expect(attempts).toBe(1);
    expect(await deadLettered(metrics)).toBe(1);
  });

  it('refuses to publish once stopped, so the outbox keeps the event', async () => {
    const bus = new InProcessBus({ logger: silentLogger });
    await bus.start();
    await bus.stop();
    await expect(bus.publish(envelope())).rejects.toThrow('not delivering');
    await expect(bus.ping()).rejects.toThrow();
  });

  it('tells every listener of a type each event published after it listened, a copy none can change, until it stops', async () => {
    const bus = new InProcessBus({ logger: silentLogger });
    await bus.start();
    const early = envelope();
    await bus.publish(early);
    const heard: Record<string, EventEnvelope[]> = { one: [], two: [], other: [] };
    const stopOne = bus.listen('WidgetCreated', (e) => void heard.one?.push(e));
    bus.listen('WidgetCreated', (e) => void heard.two?.push(e));
    bus.listen('WidgetDeleted', (e) => void heard.other?.push(e));
    // A listener that throws is logged; the others and the consumers still get the event.
    bus.listen('WidgetCreated', () => {
      throw new Error('listener broke');
    });
    const consumed: EventEnvelope[] = [];
    bus.subscribe('a', 'WidgetCreated', async (e) => void consumed.push(e));
    const first = envelope();
    await bus.publish(first);
    stopOne();
    const second = envelope();
    await bus.publish(second);
    expect(heard.one).toEqual([first]);
    expect(heard.two).toEqual([first, second]);
    expect(heard.other).toEqual([]);
    expect(consumed).toEqual([first, second]);
    expect(heard.two?.[0]).not.toBe(first);
    expect(Object.isFrozen(heard.two?.[0]?.payload)).toBe(true);
  });
});
