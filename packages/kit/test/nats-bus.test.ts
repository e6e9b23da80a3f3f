import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { connect, StringCodec } from 'nats';
import { afterEach, describe, expect, it } from 'vitest';
import { busNames, NatsBus } from '../src/bus/nats-bus.js';
import { NatsEventListener } from '../src/bus/nats-listener.js';
import { createMetrics } from '../src/metrics.js';
import { silentLogger } from './fixtures/setup.js';

const natsUrl = process.env.TEST_NATS_URL;
// A namespace of this run's own: its streams and consumers are removed afterwards.
const namespace = `kittest${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const names = busNames(namespace);

// Each test uses its own event type and consumer name, so runs never see each other's messages.
const unique = () => randomUUID().replaceAll('-', '').slice(0, 12);
const envelope = (type: string, id = randomUUID()): EventEnvelope => ({
  id,
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'corr-nats',
  payload: { n: 1 },
});

describe.skipIf(!natsUrl)('NATS JetStream bus (real server at TEST_NATS_URL)', () => {
  const buses: NatsBus[] = [];
  const open = async (options: Partial<Parameters<typeof NatsBus.connect>[0]> = {}) => {
    const bus = await NatsBus.connect({
      url: natsUrl as string,
      name: 'kit-test',
      namespace,
      logger: silentLogger,
      backoffBaseMs: 20,
      ...options,
    });
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
    // Remove this run's streams (and with them its consumers) from the shared server.
    const nc = await connect({ servers: natsUrl });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(names.eventsStream).catch(() => undefined);
    await jsm.streams.delete(names.deadLetterStream).catch(() => undefined);
    await nc.close();
  });

  it('delivers a published event once even when it is published twice (Nats-Msg-Id)', async () => {
    const type = `T${unique()}`;
    const bus = await open();
    const got: EventEnvelope[] = [];
    bus.subscribe(`c${unique()}`, type, async (e) => void got.push(e));
    await bus.start();
    const sent = envelope(type);
    await bus.publish(sent);
    await bus.publish(sent);
    await expect.poll(() => got.length, { timeout: 20_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toEqual([sent]);
  });

  it('handles up to `concurrency` deliveries at once, and one at a time by default', async () => {
    const bus = await open();
    const peaks: Record<string, number> = {};
    const done: Record<string, number> = {};
    const subscribeCounting = (type: string, concurrency?: number) => {
      let running = 0;
      peaks[type] = 0;
      done[type] = 0;
      bus.subscribe(
        `c${unique()}`,
        type,
        async () => {
          running += 1;
          peaks[type] = Math.max(peaks[type] ?? 0, running);
          await new Promise((resolve) => setTimeout(resolve, 150));
          running -= 1;
          done[type] = (done[type] ?? 0) + 1;
        },
        concurrency === undefined ? undefined : { concurrency },
      );
    };
    const parallel = `T${unique()}`;
    const serial = `T${unique()}`;
    subscribeCounting(parallel, 3);
    subscribeCounting(serial);
    await bus.start();
    for (let i = 0; i < 6; i += 1) {
      await bus.publish(envelope(parallel));
      await bus.publish(envelope(serial));
    }
    await expect.poll(() => [done[parallel], done[serial]], { timeout: 10_000 }).toEqual([6, 6]);
    expect(peaks[parallel]).toBe(3);
    expect(peaks[serial]).toBe(1);
  });

  it('redelivers after a failed attempt and stops once acknowledged', async () => {
    const type = `T${unique()}`;
    const bus = await open({ maxDeliver: 5 });
    const attempts: number[] = [];
    bus.subscribe(`c${unique()}`, type, async (_e, attempt) => {
      attempts.push(attempt);
      if (attempt < 3) throw new Error('transient');
    });
    await bus.start();
    await bus.publish(envelope(type));
    await expect.poll(() => attempts, { timeout: 10_000 }).toEqual([1, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("delivers again an event whose delivery went unacknowledged for the ack wait (a crashed process's)", async () => {
    const type = `T${unique()}`;
    const consumer = `c${unique()}`;
    const bus = await open({ ackWaitMs: 1000 });
    const deliveredAt: number[] = [];
    let release: () => void = () => undefined;
    // The first delivery never finishes (as in a process killed mid-handling); the next one does.
    bus.subscribe(
      consumer,
      type,
      async () => {
        deliveredAt.push(performance.now());
        if (deliveredAt.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { concurrency: 2 },
    );
    await bus.start();
    await bus.publish(envelope(type));
    // Released whatever happens: closing the bus waits for the deliveries in flight.
    try {
      await expect.poll(() => deliveredAt.length, { timeout: 10_000 }).toBe(2);
      const [first = 0, second = 0] = deliveredAt;
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(second - first).toBeLessThan(5000);
      const nc = await connect({ servers: natsUrl });
      const info = await (await nc.jetstreamManager()).consumers.info(
        names.eventsStream,
        names.durableName(consumer, type),
      );
      await nc.close();
      expect(info.config.ack_wait).toBe(1_000_000_000);
    } finally {
      release();
    }
  });

  it('moves a message that keeps failing to the dead-letter subject and counts it', async () => {
    const type = `T${unique()}`;
    const consumer = `c${unique()}`;
    const metrics = createMetrics();
    const bus = await open({ maxDeliver: 3, metrics });
    let attempts = 0;
    bus.subscribe(consumer, type, async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    await bus.start();
    const sent = envelope(type);
    await bus.publish(sent);
    await expect.poll(() => attempts, { timeout: 10_000 }).toBe(3);

    const nc = await connect({ servers: natsUrl });
    try {
      const jsm = await nc.jetstreamManager();
      const stored = await (async () => {
        for (let i = 0; i < 50; i += 1) {
          try {
            return await jsm.streams.getMessage(names.deadLetterStream, {
              last_by_subj: names.deadLetterSubject(consumer, type),
            });
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        throw new Error('no dead letter stored');
      })();
      expect(JSON.parse(StringCodec().decode(stored.data)).id).toBe(sent.id);
      expect(stored.header.get('x-dead-letter-attempts')).toBe('3');
    } finally {
      await nc.close();
    }
    const metric = await metrics.eventsDeadLettered.get();
    expect(metric.values.find((v) => v.labels.consumer === consumer)?.value).toBe(1);
  });

  it('keeps events for a durable consumer while it is down', async () => {
    const type = `T${unique()}`;
    const consumer = `c${unique()}`;
    const first = await open();
    first.subscribe(consumer, type, async () => undefined);
    await first.start();
    await first.close();
    buses.splice(buses.indexOf(first), 1);

    const publisher = await open();
    const whileDown = envelope(type);
    await publisher.publish(whileDown);

    const second = await open();
    const got: string[] = [];
    second.subscribe(consumer, type, async (e) => void got.push(e.id));
    await second.start();
    await expect.poll(() => got, { timeout: 20_000 }).toEqual([whileDown.id]);
  });

  it('lets every listener in every process hear each event published after it listened (core NATS, no durable)', async () => {
    const type = `T${unique()}`;
    const publisher = await open({ name: 'kit-test-publisher' });
    const busListener = await open({ name: 'kit-test-bus-listener' });
    const plain = await NatsEventListener.connect({
      url: natsUrl as string,
      name: 'kit-test-listener',
      namespace,
      logger: silentLogger,
    });
    try {
      await publisher.start();
      const before = envelope(type);
      await publisher.publish(before);
      const heard: Record<string, EventEnvelope[]> = { bus: [], plain: [], plainAgain: [] };
      busListener.listen(type, (e) => void heard.bus?.push(e));
      plain.listen(type, (e) => void heard.plain?.push(e));
      const stopAgain = plain.listen(type, (e) => void heard.plainAgain?.push(e));
      // The subscriptions reach the server before anything is published.
      await busListener.ping();
      await plain.ping();
      const first = envelope(type);
      await publisher.publish(first);
      await expect.poll(() => [heard.bus?.length, heard.plain?.length, heard.plainAgain?.length]).toEqual([1, 1, 1]);
      stopAgain();
      await plain.ping();
      const second = envelope(type);
      await publisher.publish(second);
      await expect.poll(() => [heard.bus?.length, heard.plain?.length]).toEqual([2, 2]);
      expect(heard.bus).toEqual([first, second]);
      expect(heard.plain).toEqual([first, second]);
      expect(heard.plainAgain).toEqual([first]);
      // Listening left no consumer on the stream (only the durables a bus subscribes make one).
      const nc = await connect({ servers: natsUrl });
      const jsm = await nc.jetstreamManager();
      expect((await jsm.consumers.list(names.eventsStream).next()).length).toBe(0);
      await nc.close();
    } finally {
      await plain.close();
    }
  });
});
