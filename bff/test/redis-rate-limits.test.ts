import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { accountKey, RateLimits } from '../src/plugins/rate-limits.js';

const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => {} };
const limits = {
  BUS_NAMESPACE: 'localpros',
  LOGIN_RATE_LIMIT_PER_IP: 20,
  LOGIN_FAILURES_PER_ACCOUNT: 2,
  RATE_LIMIT_WINDOW_MINUTES: 1,
  CODE_SEND_RATE_LIMIT_PER_IP: 10,
  CODE_VERIFY_RATE_LIMIT_PER_IP: 30,
  ACCOUNT_CHECK_RATE_LIMIT_PER_MINUTE: 30,
  REGISTER_RATE_LIMIT_PER_IP: 10,
  REGISTER_RATE_LIMIT_PER_EMAIL: 2,
  CODE_SEND_RATE_LIMIT_PER_ACCOUNT: 5,
  CODE_FAILURES_PER_ACCOUNT: 5,
  PROMO_CODE_ATTEMPTS_PER_IP: 30,
  PROMO_CODE_FAILURES_PER_ACCOUNT: 10,
  MESSAGES_RATE_LIMIT_PER_MINUTE: 20,
};

describe.skipIf(!redisUrl)('rate limits on Redis (TEST_REDIS_URL)', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  /** A replica's own connection to the shared Redis. */
  const connect = async () => {
    const client = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
    clients.push(client);
    await client.ping();
    return client;
  };

  it('are shared by BFF replicas', async () => {
    const one = new RateLimits(limits, silent, await connect());
    const two = new RateLimits(limits, silent, await connect());
    const key = `test-${Date.now()}-${Math.random()}`;
    await one.penalise('loginFailuresPerAccount', key);
    await two.penalise('loginFailuresPerAccount', key);
    await expect(one.assertNotExhausted('loginFailuresPerAccount', key, () => 'locked')).rejects.toMatchObject({
      statusCode: 429,
      message: 'locked',
    });
    await two.reset('loginFailuresPerAccount', key);
    await expect(one.assertNotExhausted('loginFailuresPerAccount', key, () => 'locked')).resolves.toBeUndefined();
  });

  it('are per deployment: another namespace on the same Redis keeps its own counts', async () => {
    const ours = new RateLimits(limits, silent, await connect());
    const theirs = new RateLimits({ ...limits, BUS_NAMESPACE: 'staging' }, silent, await connect());
    const key = `test-${Date.now()}-${Math.random()}`;
    await ours.penalise('loginFailuresPerAccount', key);
    await ours.penalise('loginFailuresPerAccount', key);
    await expect(ours.assertNotExhausted('loginFailuresPerAccount', key, () => 'locked')).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(theirs.assertNotExhausted('loginFailuresPerAccount', key, () => 'locked')).resolves.toBeUndefined();
  });

  it('count sign-ups per e-mail address across BFF replicas', async () => {
    const replica = async () => new RateLimits(limits, silent, await connect());
    const [one, two] = [await replica(), await replica()];
    const email = `sign-up-${Date.now()}-${Math.random()}@example.com`;
    await one.consume('registerPerEmail', accountKey(email));
    await two.consume('registerPerEmail', accountKey(email));
    await expect(one.consume('registerPerEmail', accountKey(email))).rejects.toMatchObject({ statusCode: 429 });
  });

  it('fall back to memory while Redis is unreachable, so sign-in keeps working and limited', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      enableOfflineQueue: false,
    });
    clients.push(unreachable);
    const fallback = new RateLimits({ ...limits, CODE_SEND_RATE_LIMIT_PER_IP: 1 }, silent, unreachable);
    await fallback.consume('codeSendPerIp', '10.0.0.1');
    await expect(fallback.consume('codeSendPerIp', '10.0.0.1')).rejects.toMatchObject({ statusCode: 429 });
  });
});
