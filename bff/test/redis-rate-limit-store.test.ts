import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisOutageNotice, redisStoreWithMemoryFallback } from '../src/http/redis-rate-limit-store.js';

const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_: object, message: string) => void warnings.push(message), info: () => {} } };
}

/** A BFF-like app: one route limited to two requests a minute, its counts kept through `redis`. */
async function limitedApp(redis: Redis, notice: RedisOutageNotice, nameSpace: string) {
  const app = Fastify();
  await app.register(rateLimit, {
    global: false,
    store: redisStoreWithMemoryFallback(redis, notice, nameSpace),
    skipOnError: true,
  });
  app.post('/contact', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ sent: true }));
  return app;
}

describe('route rate limits while Redis is unreachable', () => {
  it('keep limiting from memory, never fail a request, and say so once', async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0 });
    clients.push(unreachable);
    const refused = new Promise((resolve) => unreachable.once('error', resolve));
    const { warnings, log } = recordingLog();
    const app = await limitedApp(unreachable, new RedisOutageNotice(unreachable, log), 'test-outage:');
    await refused;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'POST', url: '/contact' })).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(warnings).toEqual([
      "Redis unreachable: rate limits are counted in this process's memory until it answers again",
    ]);
    await app.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('route rate limits on Redis (TEST_REDIS_URL)', () => {
  it('are shared by BFF replicas while Redis answers', async () => {
    const connect = async () => {
      const client = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
      clients.push(client);
      await client.ping();
      return client;
    };
    const nameSpace = `test-shared-${Date.now()}-${Math.random()}:`;
    const { warnings, log } = recordingLog();
    const [a, b] = [await connect(), await connect()];
    const one = await limitedApp(a, new RedisOutageNotice(a, log), nameSpace);
    const two = await limitedApp(b, new RedisOutageNotice(b, log), nameSpace);
    const statuses = [];
    for (const app of [one, two, one])
      statuses.push((await app.inject({ method: 'POST', url: '/contact' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect(warnings).toEqual([]);
    await one.close();
    await two.close();
  });
});
