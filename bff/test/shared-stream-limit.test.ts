import { randomUUID } from 'node:crypto';
import { LIVE_STREAMS_PER_SESSION } from '@localpros/contracts/rules';
import { createLogger } from '@localpros/kit';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStream, type StreamOwner } from '../src/live/live-stream.js';
import { SharedStreamLimit } from '../src/live/shared-stream-limit.js';
import { type SharedLimit, StreamHub } from '../src/live/stream-hub.js';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger({ name: 'test', level: 'silent' });
const owner = (sessionId: string): StreamOwner => ({
  userId: randomUUID(),
  userType: 'customer',
  sessionId,
  impersonatorId: null,
});

/** Why a stream ended, from what it wrote last ('' when it is open or ended without a reason). */
const endedWhy = (stream: LiveStream): string | null => {
  if (stream.isOpen) return null;
  const text = (stream.body.read() as Buffer | null)?.toString('utf8') ?? '';
  return /"reason":"(\w+)"/.exec(text)?.[1] ?? '';
};

const hubs: StreamHub[] = [];
const clients: Redis[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
  for (const client of clients.splice(0)) client.disconnect();
});

/** A BFF replica's hub, its streams counted in the shared Redis under `namespace`. */
function replica(namespace: string) {
  const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
  clients.push(redis);
  const hub = new StreamHub({
    logger,
    checkSessions: async () => new Set<string>(),
    heartbeatMs: 60_000,
    sharedLimit: (onReplaced) =>
      new SharedStreamLimit(redis, { namespace, limit: LIVE_STREAMS_PER_SESSION, onReplaced }),
  });
  hubs.push(hub);
  return { hub, redis };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.skipIf(!redisUrl)('at most 5 live streams per session across BFF replicas (TEST_REDIS_URL)', () => {
  it('ends the oldest, on whichever replica holds it, when a sixth opens on another', async () => {
    const namespace = `test${randomUUID().slice(0, 8)}`;
    const [one, two] = [replica(namespace), replica(namespace)];
    await settle(); // both subscribed
    const session = randomUUID();
    const streams: LiveStream[] = [];
    for (let i = 0; i < 6; i += 1) {
      const stream = new LiveStream(owner(session));
      // Tabs spread by the load balancer: three here, three there.
      (i % 2 === 0 ? one : two).hub.open(stream);
      streams.push(stream);
      await settle();
    }
    await vi.waitFor(() => expect(streams[0]?.isOpen).toBe(false));
    expect(endedWhy(streams[0] as LiveStream)).toBe('replaced');
    expect(streams.slice(1).map((stream) => stream.isOpen)).toEqual([true, true, true, true, true]);
    expect(await one.redis.zcard(`${namespace}:live:session:${session}`)).toBe(LIVE_STREAMS_PER_SESSION);
    // Another session is counted apart.
    const other = new LiveStream(owner(randomUUID()));
    two.hub.open(other);
    await settle();
    expect(other.isOpen).toBe(true);
    // A stream that ends no longer counts.
    streams[3]?.end();
    await vi.waitFor(async () =>
      expect(await one.redis.zcard(`${namespace}:live:session:${session}`)).toBe(LIVE_STREAMS_PER_SESSION - 1),
    );
  });

  it("drops a dead replica's leftovers first, and ends none of the live streams for them", async () => {
    const namespace = `test${randomUUID().slice(0, 8)}`;
    const { hub, redis } = replica(namespace);
    const session = randomUUID();
    // Five streams of the session on a replica that died without a word.
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i += 1) {
      await redis.zadd(`${namespace}:live:session:${session}`, i, `gone-${i}`);
    }
    const fresh = [new LiveStream(owner(session)), new LiveStream(owner(session))];
    for (const stream of fresh) {
      hub.open(stream);
      await settle();
    }
    expect(fresh.map((stream) => stream.isOpen)).toEqual([true, true]);
    expect(
      (await redis.zrange(`${namespace}:live:session:${session}`, 0, -1)).filter((id) => id.startsWith('gone')),
    ).toEqual(['gone-2', 'gone-3', 'gone-4']);
  });
});

describe('without a reachable Redis', () => {
  it('keeps the cap per replica, says so once, and never fails a stream', async () => {
    const warn = vi.fn();
    const failing: SharedLimit = {
      add: () => Promise.reject(new Error('ECONNREFUSED')),
      remove: () => Promise.reject(new Error('ECONNREFUSED')),
      replace: async () => undefined,
      close: async () => undefined,
    };
    const hub = new StreamHub({
      logger: { ...logger, warn } as unknown as typeof logger,
      checkSessions: async () => new Set<string>(),
      heartbeatMs: 60_000,
      sharedLimit: () => failing,
    });
    hubs.push(hub);
    const session = randomUUID();
    const streams = Array.from({ length: 6 }, () => new LiveStream(owner(session)));
    for (const stream of streams) hub.open(stream);
    await settle();
    expect(streams.map((stream) => stream.isOpen)).toEqual([false, true, true, true, true, true]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
