import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@localpros/contracts';
import { connect, type JetStreamManager, type NatsConnection } from 'nats';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listDeadLetters } from '../src/bus/dead-letters.js';
import { busNames, NatsBus } from '../src/bus/nats-bus.js';
import { runEventsCli } from '../src/cli/events-cli.js';
import { createMetrics, type Metrics } from '../src/metrics.js';
import { silentLogger } from './fixtures/setup.js';

const natsUrl = process.env.TEST_NATS_URL;
// A namespace of this run's own: its streams and consumers are removed afterwards.
const namespace = `kitdl${randomUUID().replaceAll('-', '').slice(0, 8)}`;
const names = busNames(namespace);
const unique = () => randomUUID().replaceAll('-', '').slice(0, 12);
const envelope = (type: string): EventEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: 'corr-dead-letters',
  payload: { n: 1 },
});
const counterValue = async (counter: Metrics['eventsDeadLettered'], consumer: string) =>
  (await counter.get()).values.find((v) => v.labels.consumer === consumer)?.value ?? 0;

describe.skipIf(!natsUrl)('dead letters on NATS JetStream (real server at TEST_NATS_URL)', () => {
  const buses: NatsBus[] = [];
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  const open = async (metrics?: Metrics) => {
    const bus = await NatsBus.connect({
      url: natsUrl as string,
      name: 'kit-dead-letter-test',
      namespace,
      logger: silentLogger,
      backoffBaseMs: 20,
      maxDeliver: 2,
      metrics,
    });
    buses.push(bus);
    return bus;
  };
  const cli = async (args: string[]) => {
    const lines: string[] = [];
    const code = await runEventsCli(args, {
      env: { NATS_URL: natsUrl, BUS_NAMESPACE: namespace },
      out: (line) => lines.push(line),
    });
    return { code, text: lines.join('\n') };
  };
  beforeAll(async () => {
    nc = await connect({ servers: natsUrl });
    jsm = await nc.jetstreamManager();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
    await jsm.streams.delete(names.eventsStream).catch(() => undefined);
    await jsm.streams.delete(names.deadLetterStream).catch(() => undefined);
  });
  afterAll(() => nc?.close());

  it('never terminates a message before its dead letter is stored: a failed store is retried', async () => {
    const type = `T${unique()}`;
    const consumer = `c${unique()}`;
    const metrics = createMetrics();
    const bus = await open(metrics);
    let handled = 0;
    bus.subscribe(consumer, type, async () => {
      handled += 1;
      throw new Error('always fails');
    });
    await bus.start();
    // The dead-letter stream is gone: storing a dead letter fails (no stream answers) until it is back.
    await jsm.streams.delete(names.deadLetterStream);
    const sent = envelope(type);
    await bus.publish(sent);
    await expect
      .poll(() => counterValue(metrics.deadLetterStoreFailures, consumer), { timeout: 10_000 })
      .toBeGreaterThan(1);
    expect(await counterValue(metrics.eventsDeadLettered, consumer)).toBe(0);

    await open(); // a process starting again creates the stream
    await expect
      .poll(async () => (await listDeadLetters(jsm, names, { subscriber: consumer })).length, { timeout: 10_000 })
      .toBe(1);
    const [letter] = await listDeadLetters(jsm, names, { subscriber: consumer });
    expect(letter).toMatchObject({ eventId: sent.id, eventType: type, subscriber: consumer, reason: 'always fails' });
    expect(letter?.attempts).toBeGreaterThan(2);
    expect(await counterValue(metrics.eventsDeadLettered, consumer)).toBe(1);
    // The handler ran its two attempts only: later deliveries only retried the store.
    expect(handled).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listDeadLetters(jsm, names, { subscriber: consumer })).toHaveLength(1);
  });

  it('lists, shows and replays a dead letter to the subscriber that failed it, once, and counts it all', async () => {
    const type = `T${unique()}`;
    const failing = `c${unique()}`;
    const other = `c${unique()}`;
    const metrics = createMetrics();
    const bus = await open(metrics);
    let fixed = false;
    const handled: string[] = [];
    const otherHandled: string[] = [];
    bus.subscribe(failing, type, async (e) => {
      if (!fixed) throw new Error('no lead for this job yet (handler bug)');
      handled.push(e.id);
    });
    bus.subscribe(other, type, async (e) => void otherHandled.push(e.id));
    await bus.start();
    const sent = envelope(type);
    await bus.publish(sent);
    await expect.poll(() => counterValue(metrics.eventsDeadLettered, failing), { timeout: 10_000 }).toBe(1);

    const listed = await cli(['dead-letters', 'list']);
    expect(listed.code).toBe(0);
    const [letter] = await listDeadLetters(jsm, names);
    expect(listed.text).toMatch(
      new RegExp(`^${letter?.id}\\s+\\S+\\s+${failing}\\s+${type}\\s+2\\s+no lead for this job yet`, 'm'),
    );
    expect((await cli(['dead-letters', 'list', '--service', other])).text).toBe('No dead letters.');

    const shown = await cli(['dead-letters', 'show', String(letter?.id)]);
    expect(shown.code).toBe(0);
    expect(shown.text).toContain(`"id": "${sent.id}"`);
    expect(shown.text).toContain('stay sealed');

    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain(`localpros_dead_letters_stored{consumer="${failing}",type="${type}"} 1`);
    expect(scraped).toContain(`localpros_dead_letters_stored{consumer="${other}",type="${type}"} 0`);
    expect(scraped).toContain(`localpros_event_consumer_pending{consumer="${failing}",type="${type}"} 0`);
    expect(scraped).toContain(`localpros_event_consumer_pending{consumer="${failing}",type="replay"} 0`);
    expect(scraped).toContain(`localpros_events_redelivered_total{consumer="${failing}",type="${type}"} 1`);

    // Nothing to replay for the subscriber that handled it.
    expect((await cli(['dead-letters', 'replay', '--all', '--service', other])).text).toContain(
      '0 dead letter(s) replayed',
    );
    fixed = true;
    const replayed = await cli(['dead-letters', 'replay', String(letter?.id)]);
    expect(replayed.code).toBe(0);
    expect(replayed.text).toContain(`to ${failing} only`);
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual([sent.id]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(handled).toEqual([sent.id]);
    expect(otherHandled).toEqual([sent.id]); // the other subscriber never saw the replay
    expect((await cli(['dead-letters', 'list'])).text).toBe('No dead letters.');
    expect((await cli(['dead-letters', 'replay', String(letter?.id)])).code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the sampled gauges' reuse window
    expect(await metrics.registry.metrics()).toContain(
      `localpros_dead_letters_stored{consumer="${failing}",type="${type}"} 0`,
    );
  });
});

describe('events command line', () => {
  it('refuses a malformed command with the usage, before connecting', async () => {
    for (const args of [
      [],
      ['dead-letters'],
      ['dead-letters', 'show'],
      ['dead-letters', 'replay', '1', '--all'],
      ['dead-letters', 'show', '-3'],
    ]) {
      const lines: string[] = [];
      // No NATS_URL either: the usage comes first, and nothing is connected to.
      const code = await runEventsCli(args, { env: {}, out: (line) => lines.push(line) });
      const text = lines.join('\n');
      expect(code).toBe(2);
      expect(text).toContain('npm run events -- dead-letters list');
    }
  });
});
