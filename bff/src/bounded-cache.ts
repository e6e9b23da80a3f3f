import { LRUCache } from 'lru-cache';

/**
 * Values the BFF builds and keeps (public pages, businesses' leads lists), each kept `ttlMs` from
 * when it was built, within `maxBytes` in all (a value says its own size): full, the one asked for
 * least recently goes, so a run of new keys never drops the ones asked for most, and the BFF's
 * memory has a bound whatever they weigh. One build is shared by the requests that wait for it; a
 * build is kept only if `keep` says so and nothing forgot its key while it ran.
 */
export class BoundedCache<T extends { bytes: number }> {
  private readonly kept: LRUCache<string, T>;
  private readonly building = new Map<string, Promise<T>>();
  private readonly keep: (value: T) => boolean;
  private readonly onKept: ((key: string, value: T) => void) | undefined;

  constructor(options: {
    maxBytes: number;
    ttlMs: number;
    keep: (value: T) => boolean;
    /** Called once a value is kept, and as a kept value leaves (forgotten, expired or pushed out). */
    onKept?: (key: string, value: T) => void;
    onGone?: (key: string, value: T) => void;
    /** The clock (ms), for tests. */
    now?: () => number;
  }) {
    this.keep = options.keep;
    this.onKept = options.onKept;
    this.kept = new LRUCache<string, T>({
      maxSize: options.maxBytes,
      sizeCalculation: (value) => Math.max(1, value.bytes),
      ttl: options.ttlMs,
      // Checked against the clock on every read (lru-cache otherwise reads it at most once a ms).
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
      // An expired value is never served, and goes when it is next asked for or pushed out.
      allowStale: false,
      ...(options.onGone ? { dispose: (value: T, key: string) => options.onGone?.(key, value) } : {}),
    });
  }

  /** Values kept, and their bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.kept.size, bytes: this.kept.calculatedSize };
  }

  /** The value under `key`: kept and fresh, being built, or built now by `build`. */
  get(key: string, build: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.building.get(key);
    if (pending) return pending;
    const value = build();
    this.building.set(key, value);
    value.then(
      (built) => {
        // Forgotten while it was built: served to those who waited for it, never kept.
        if (this.building.get(key) !== value) return;
        this.building.delete(key);
        // A value larger than the whole budget is served, never kept (lru-cache refuses it).
        if (!this.keep(built)) return;
        this.kept.set(key, built);
        if (this.onKept && this.kept.peek(key) === built) this.onKept(key, built);
      },
      () => {
        if (this.building.get(key) === value) this.building.delete(key);
      },
    );
    return value;
  }

  /**
   * Drops the value under `key`, and the build under way if any: a request after this builds
   * anew, so a change made before it is always seen.
   */
  forget(key: string): void {
    this.kept.delete(key);
    this.building.delete(key);
  }

  /** Drops every build under way (their values are served to those who wait, never kept). */
  forgetBuilds(): void {
    this.building.clear();
  }

  /** Drops every value and every build under way. */
  forgetAll(): void {
    this.kept.clear();
    this.building.clear();
  }
}
