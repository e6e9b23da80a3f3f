import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../src/bus/memory-bus.js';
import { createMetrics } from '../src/metrics.js';
import { silentLogger } from './fixtures/setup.js';

const envelope = (): EventEnvelope => ({
  id: randomUUID(),
  type: 'WidgetCreated',
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'c-1',
  payload: { name: 'mop' },
});

describe('event flow metrics', () => {
  it('in-process: counts redeliveries and reports waiting and in-flight deliveries on scrape', async () => {
    const metrics = createMetrics();
    const bus = new InProcessBus({ logger: silentLogger, metrics, backoffBaseMs: 1 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failures = 2;
    bus.subscribe('slow', 'WidgetCreated', async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('transient');
      }
      await gate;
    });
    await bus.start();
    const deliveries = [bus.publish(envelope()), bus.publish(envelope()), bus.publish(envelope())];
    await expect
      .poll(async () => (await metrics.eventsRedelivered.get()).values.find((v) => v.labels.consumer === 'slow')?.value)
      .toBe(2);
    const scraped = await metrics.registry.metrics();
    // One being handled (held at the gate), two waiting their turn behind it.
    expect(scraped).toContain('localpros_event_consumer_ack_pending{consumer="slow",type="WidgetCreated"} 1');
    expect(scraped).toContain('localpros_event_consumer_pending{consumer="slow",type="WidgetCreated"} 2');
    release();
    await Promise.all(deliveries);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the sampled gauges' reuse window
    expect(await metrics.registry.metrics()).toContain(
      'localpros_event_consumer_pending{consumer="slow",type="WidgetCreated"} 0',
    );
    await bus.stop();
  });

  it('a sampler that fails or hangs leaves its series out, and the scrape still answers', async () => {
    const metrics = createMetrics();
    metrics.sampleOnScrape(async () => {
      throw new Error('database down');
    });
    metrics.sampleOnScrape(() => new Promise(() => undefined)); // never answers
    metrics.sampleOnScrape(async () => metrics.outboxUnpublished.set({ service: 'jobs' }, 3));
    const started = Date.now();
    const scraped = await metrics.registry.metrics();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(scraped).toContain('localpros_outbox_unpublished_events{service="jobs"} 3');
    expect(scraped).toContain('process_cpu_user_seconds_total');
  });
});
