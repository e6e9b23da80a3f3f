import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Log = { warn(object: object, message: string): void; info(message: string): void };
type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own two stores; it picks one, and we want Redis while it answers and memory meanwhile.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

/**
 * Says once per outage that Redis is gone and the rate limits are counted in this process's memory
 * (per replica, so a client gets up to replicas × the limit), and once when Redis is back. Both the
 * route limits (this store) and the accounts limits (rate-limiter-flexible's insurance limiter) fall
 * back to memory the whole time: an outage neither fails requests nor lifts the limits.
 */
export class RedisOutageNotice {
  private down = false;

  constructor(
    redis: Redis,
    private readonly log: Log,
  ) {
    redis.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.log.info('Redis answers again: rate limits are shared through it again');
    });
    // Not 'close': that is also the BFF's own disconnect as it stops.
    for (const event of ['error', 'reconnecting']) redis.on(event, () => this.fallingBack());
  }

  fallingBack(error?: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      "Redis unreachable: rate limits are counted in this process's memory until it answers again",
    );
  }
}

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly redis: Redis,
    private readonly notice: RedisOutageNotice,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    // Not connected: no waiting on ioredis's reconnects, the request is counted here at once.
    if (this.redis.status !== 'ready') {
      // Still making its first connection (the BFF just started) is not an outage.
      if (this.redis.status !== 'connecting' && this.redis.status !== 'wait') this.notice.fallingBack();
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.notice.fallingBack(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.redis, this.notice);
  }
}

/** A store for @fastify/rate-limit: counts in Redis while it answers, in memory while it does not. */
export function redisStoreWithMemoryFallback(
  redis: Redis,
  notice: RedisOutageNotice,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    // The plugin hands a store its global parameters, these two among them.
    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
        notice,
      );
    }
  };
}
