import { LRUCache } from 'lru-cache';

/**
 * Public pages as built, each kept `ttlMs` from when it was built, within `maxBytes` in all (a page
 * says its own size): full, the page asked for least recently goes, so a run of new addresses never
 * drops the pages visitors keep opening, and the BFF's memory has a bound whatever the pages weigh.
 * One build is shared by the requests that wait for it; a build is kept only if `keep` says so.
 */
export class PageCache<T extends { bytes: number }> {
  private readonly pages: LRUCache<string, T>;
  private readonly building = new Map<string, Promise<T>>();
  private readonly keep: (page: T) => boolean;

  constructor(options: {
    maxBytes: number;
    ttlMs: number;
    keep: (page: T) => boolean;
    /** The clock (ms), for tests. */
    now?: () => number;
  }) {
    this.keep = options.keep;
    this.pages = new LRUCache<string, T>({
      maxSize: options.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
      ttl: options.ttlMs,
      // Checked against the clock on every read (lru-cache otherwise reads it at most once a ms).
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
      // An expired page is never served, and goes when it is next asked for or pushed out.
      allowStale: false,
    });
  }

  /** Pages kept, and their bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.calculatedSize };
  }

  /** The page under `key`: kept and fresh, being built, or built now by `build`. */
  get(key: string, build: () => Promise<T>): Promise<T> {
    const kept = this.pages.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.building.get(key);
    if (pending) return pending;
    const page = build();
    this.building.set(key, page);
    page.then(
      (built) => {
        this.building.delete(key);
        // A page larger than the whole budget is served, never kept (lru-cache refuses it).
        if (this.keep(built)) this.pages.set(key, built);
      },
      () => this.building.delete(key),
    );
    return page;
  }
}
