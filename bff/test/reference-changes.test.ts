import { describe, expect, it } from 'vitest';
import { createReferenceCache } from '../src/reference/reference-cache.js';
import { ReferenceChanges } from '../src/reference/reference-changes.js';

describe('an admin change reloads the reference copy at once', () => {
  it('serves the new data as soon as refreshNow resolves, long before the refresh interval', async () => {
    let answer = ['Cleaning'];
    let calls = 0;
    const cache = createReferenceCache({
      load: async () => {
        calls += 1;
        return [...answer];
      },
      schema: { parse: (v: unknown) => v } as never,
      refreshMs: 60_000,
    });
    const changes = new ReferenceChanges();
    changes.onWorkCategoriesChanged(() => cache.refreshNow());
    expect(JSON.parse((await cache.get()).body)).toEqual(['Cleaning']);
    answer = ['Cleaning', 'Gardening'];
    // Within the interval the old copy stands...
    expect(JSON.parse((await cache.get()).body)).toEqual(['Cleaning']);
    // ...until the change is announced.
    await changes.workCategoriesChanged();
    expect(JSON.parse((await cache.get()).body)).toEqual(['Cleaning', 'Gardening']);
    expect(calls).toBe(2);
  });

  it('reloads after a load already under way (it may hold the data from before the change)', async () => {
    let answer = 'old';
    const pending: (() => void)[] = [];
    const cache = createReferenceCache({
      load: () =>
        new Promise<string>((resolve) => {
          const value = answer;
          pending.push(() => resolve(value));
        }),
      schema: { parse: (v: unknown) => v } as never,
      refreshMs: 60_000,
    });
    const first = cache.get();
    answer = 'new';
    const refreshed = cache.refreshNow();
    pending.shift()?.();
    expect(JSON.parse((await first).body)).toBe('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending.shift()?.();
    await refreshed;
    expect(JSON.parse((await cache.get()).body)).toBe('new');
  });

  it('keeps the copy held when the reload fails, and says so', async () => {
    let fail = false;
    const failures: unknown[] = [];
    const cache = createReferenceCache({
      load: async () => {
        if (fail) throw new Error('jobs is down');
        return 'kept';
      },
      schema: { parse: (v: unknown) => v } as never,
      refreshMs: 60_000,
      onRefreshFailed: (error) => failures.push(error),
    });
    await cache.get();
    fail = true;
    await cache.refreshNow();
    expect(JSON.parse((await cache.get()).body)).toBe('kept');
    expect(failures).toHaveLength(1);
  });
});
