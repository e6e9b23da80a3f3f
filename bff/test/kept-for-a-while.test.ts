import { describe, expect, it } from 'vitest';
import { keptForAWhile } from '../src/kept-for-a-while.js';

/** A load the test answers by hand, one call at a time, counting the calls. */
function heldLoads<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    pending,
    load: () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })),
    /** Answers the oldest call still waiting, then lets its callers see the answer. */
    async answer(value: T) {
      pending.shift()?.resolve(value);
      await new Promise((resolve) => setImmediate(resolve));
    },
    async fail(error: unknown) {
      pending.shift()?.reject(error);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('a copy kept for a while', () => {
  it('shares one load among the callers waiting for the first, and throws its failure to them', async () => {
    const loads = heldLoads<string>();
    const kept = keptForAWhile(loads.load, { refreshMs: 1_000 });

    const waiting = Promise.allSettled([kept.get(), kept.get()]);
    expect(loads.pending).toHaveLength(1);
    await loads.fail(new Error('jobs is down'));
    expect(await waiting).toEqual([
      { status: 'rejected', reason: new Error('jobs is down') },
      { status: 'rejected', reason: new Error('jobs is down') },
    ]);

    // Nothing was held: the next caller loads again.
    const next = kept.get();
    expect(loads.pending).toHaveLength(1);
    await loads.answer('categories');
    expect(await next).toBe('categories');
  });

  it('serves its copy until refreshMs, then from the copy while one reload runs in the background', async () => {
    let clock = 0;
    const loads = heldLoads<string>();
    const kept = keptForAWhile(loads.load, { refreshMs: 1_000, now: () => clock });
    const first = kept.get();
    await loads.answer('v1');
    expect(await first).toBe('v1');

    clock = 999;
    expect(await kept.get()).toBe('v1');
    expect(loads.pending).toHaveLength(0);

    clock = 1_000;
    expect(await kept.get()).toBe('v1');
    expect(await kept.get()).toBe('v1');
    expect(loads.pending).toHaveLength(1);
    await loads.answer('v2');
    expect(await kept.get()).toBe('v2');
    expect(loads.pending).toHaveLength(0);
  });

  it('keeps its copy when a reload fails, says so, and tries again on the next call', async () => {
    let clock = 0;
    const failures: unknown[] = [];
    const loads = heldLoads<string>();
    const kept = keptForAWhile(loads.load, {
      refreshMs: 1_000,
      now: () => clock,
      onRefreshFailed: (error) => failures.push(error),
    });
    const first = kept.get();
    await loads.answer('v1');
    await first;

    clock = 5_000;
    expect(await kept.get()).toBe('v1');
    await loads.fail(new Error('jobs is down'));
    expect(failures).toEqual([new Error('jobs is down')]);

    expect(await kept.get()).toBe('v1');
    expect(loads.pending).toHaveLength(1);
    await loads.answer('v2');
    expect(await kept.get()).toBe('v2');
  });

  it('refreshNow loads afresh after a load already under way, and keeps the copy when it fails', async () => {
    const failures: unknown[] = [];
    const loads = heldLoads<string>();
    const kept = keptForAWhile(loads.load, { refreshMs: 60_000, onRefreshFailed: (error) => failures.push(error) });
    const first = kept.get();
    const refreshed = kept.refreshNow();
    await loads.answer('before the change');
    expect(await first).toBe('before the change');
    expect(loads.pending).toHaveLength(1);
    await loads.answer('after the change');
    await refreshed;
    expect(await kept.get()).toBe('after the change');

    const failed = kept.refreshNow();
    await new Promise((resolve) => setImmediate(resolve));
    await loads.fail(new Error('jobs is down'));
    await failed;
    expect(failures).toHaveLength(1);
    expect(await kept.get()).toBe('after the change');
  });
});
