import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
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
  it('delivers to the subscribers of that event type only, each with its own copy', async () => {
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
    expect(got.a?.[0]).not.toBe(got.b?.[0]);
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
});
