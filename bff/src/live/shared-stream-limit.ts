import type { Redis } from 'ioredis';

/**
 * A session's streams counted across every BFF replica, in Redis: one sorted set per session (its
 * streams by when they opened, Redis's clock), so the cap (LIVE_STREAMS_PER_SESSION) holds however
 * the load balancer spreads the session's tabs. Past the cap the oldest are named, and ended by the
 * replica that holds each (told on a pub/sub channel). A replica that died leaves its streams in the
 * set: as the oldest, they are the first named, and nobody holds them, so they simply go.
 */
export class SharedStreamLimit {
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: { namespace: string; limit: number; onReplaced: (streamId: string) => void },
  ) {
    this.channel = `${options.namespace}:live:replaced`;
    // A connection in subscriber mode takes no other command: its own.
    this.subscriber = redis.duplicate();
    this.subscriber.on('message', (_channel: string, message: string) => {
      for (const streamId of parseIds(message)) options.onReplaced(streamId);
    });
    // Unreachable Redis: the per-replica cap still holds; nothing here may take the BFF down.
    this.subscriber.on('error', () => undefined);
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  /**
   * The stream opened: registered, and the session's oldest streams past the cap (anywhere) are
   * answered, already removed from the count. The caller ends those it holds and tells the others.
   */
  async add(sessionId: string, streamId: string): Promise<string[]> {
    return (await this.redis.eval(
      ADD_SCRIPT,
      1,
      this.keyOf(sessionId),
      streamId,
      String(this.options.limit),
      String(SESSION_KEY_TTL_MS),
    )) as string[];
  }

  /** The stream ended here: it no longer counts. */
  async remove(sessionId: string, streamId: string): Promise<void> {
    await this.redis.zrem(this.keyOf(sessionId), streamId);
  }

  /** Tells every replica to end these streams (each ends those it holds). */
  async replace(streamIds: readonly string[]): Promise<void> {
    if (streamIds.length > 0) await this.redis.publish(this.channel, JSON.stringify(streamIds));
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private keyOf(sessionId: string): string {
    return `${this.options.namespace}:live:session:${sessionId}`;
  }
}

/** A session's set outlives its longest stream many times over, and goes with the session's last use. */
const SESSION_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Atomically: the stream added at Redis's time (microseconds), the key's life renewed, and the
 * oldest past the cap removed and answered.
 */
const ADD_SCRIPT = `
local now = redis.call('TIME')
redis.call('ZADD', KEYS[1], now[1] * 1000000 + now[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
if over <= 0 then return {} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, over - 1)
redis.call('ZREM', KEYS[1], unpack(oldest))
return oldest
`;

function parseIds(message: string): string[] {
  try {
    const ids: unknown = JSON.parse(message);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
