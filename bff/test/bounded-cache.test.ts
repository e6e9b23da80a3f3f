import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../src/bounded-cache.js';

interface Page {
  name: string;
  bytes: number;
  whole?: boolean;
}

const page = (name: string, bytes = 100, whole = true): Page => ({ name, bytes, whole });

function cacheOf(maxBytes: number, clock?: { now: number }) {
  const builds: string[] = [];
  const cache = new BoundedCache<Page>({
    maxBytes,
    ttlMs: 60_000,
    keep: (built) => built.whole !== false,
    ...(clock ? { now: () => clock.now } : {}),
  });
  /** The page at `key`, built (and counted) only when not kept. */
  const get = (key: string, built: Page = page(key)) =>
    cache.get(key, async () => {
      builds.push(key);
      return built;
    });
  return { cache, builds, get };
}

describe('the public page cache', () => {
  it('when its bytes are full, drops the page asked for least recently, not every page at once', async () => {
    const { cache, builds, get } = cacheOf(300);
    await get('/');
    await get('/a');
    await get('/b');
    await get('/'); // asked again: now the most recent
    await get('/c');
    expect(cache.size).toEqual({ pages: 3, bytes: 300 });
    expect(builds).toEqual(['/', '/a', '/b', '/c']);
    await Promise.all([get('/'), get('/b'), get('/c')]);
    expect(builds).toHaveLength(4);
    await get('/a');
    expect(builds).toEqual(['/', '/a', '/b', '/c', '/a']);
  });

  it('bounds the bytes, however heavy the pages: big pages push out more of the others', async () => {
    const { cache, get } = cacheOf(1000);
    for (let i = 0; i < 50; i += 1) await get(`/small/${i}`, page(`/small/${i}`, 20));
    expect(cache.size).toEqual({ pages: 50, bytes: 1000 });
    await get('/big', page('/big', 600));
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size.pages).toBe(21);
    // Larger than the whole budget: served, never kept.
    const huge = await get('/huge', page('/huge', 5000));
    expect(huge.name).toBe('/huge');
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
  });

  it('shares one build between the requests that wait for it, and keeps only whole pages', async () => {
    const { builds, get } = cacheOf(1000);
    const [first, second] = await Promise.all([get('/p'), get('/p')]);
    expect(first).toBe(second);
    expect(builds).toEqual(['/p']);
    await get('/partial', page('/partial', 100, false));
    await get('/partial', page('/partial', 100, false));
    expect(builds).toEqual(['/p', '/partial', '/partial']);
  });

  it('keeps a page for its time only, and a failed build is tried again', async () => {
    const clock = { now: 1_000 };
    const { cache, builds, get } = cacheOf(1000, clock);
    await get('/');
    clock.now = 60_999;
    await get('/');
    expect(builds).toEqual(['/']);
    clock.now = 61_001;
    await get('/');
    expect(builds).toEqual(['/', '/']);
    await expect(cache.get('/fails', async () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    await get('/fails');
    expect(builds).toEqual(['/', '/', '/fails']);
  });

  it('serves a build forgotten while it ran to those who waited, keeps it not, and builds anew after', async () => {
    const { cache, builds } = cacheOf(1000);
    let finish: () => void = () => {};
    const slow = cache.get('/p', async () => {
      builds.push('/p');
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return page('/p');
    });
    cache.forget('/p');
    const after = cache.get('/p', async () => {
      builds.push('/p again');
      return page('/p');
    });
    finish();
    expect((await slow).name).toBe('/p');
    await after;
    expect(builds).toEqual(['/p', '/p again']);
    expect(cache.size.pages).toBe(1);
  });
});
