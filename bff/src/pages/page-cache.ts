/**
 * Public pages as built, each kept `ttlMs` from when its build began. Full, the page asked for
 * least recently goes: a run of new addresses never drops the pages visitors keep opening.
 */
export class PageCache<T> {
  private readonly pages = new Map<string, { page: T; until: number }>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  /** The page kept under `key`, while it is fresh. */
  get(key: string): T | undefined {
    const kept = this.pages.get(key);
    if (!kept) return undefined;
    this.pages.delete(key);
    if (kept.until <= this.now()) return undefined;
    // Moved to the end: Map keeps insertion order, so the first key is the least recently asked.
    this.pages.set(key, kept);
    return kept.page;
  }

  set(key: string, page: T): void {
    this.pages.delete(key);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size < this.capacity) break;
      this.pages.delete(oldest);
    }
    this.pages.set(key, { page, until: this.now() + this.ttlMs });
  }

  /** Drops the page under `key` if it is still this one (not a newer build of it). */
  drop(key: string, page: T): void {
    if (this.pages.get(key)?.page === page) this.pages.delete(key);
  }
}
