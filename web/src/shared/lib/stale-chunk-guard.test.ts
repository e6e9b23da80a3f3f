import { describe, expect, it, vi } from 'vitest';
import { reloadOnceForStaleChunk, shouldReloadForStaleChunk, staleChunkReloadKey } from './stale-chunk-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('shouldReloadForStaleChunk', () => {
  it('reloads when no reload has happened yet', () => {
    expect(shouldReloadForStaleChunk({ now: 50_000, lastReloadAt: null })).toBe(true);
  });

  it('does not reload again within 10 seconds', () => {
    expect(shouldReloadForStaleChunk({ now: 59_999, lastReloadAt: 50_000 })).toBe(false);
  });

  it('reloads again once 10 seconds have passed', () => {
    expect(shouldReloadForStaleChunk({ now: 60_000, lastReloadAt: 50_000 })).toBe(true);
  });
});

describe('reloadOnceForStaleChunk', () => {
  it('reloads once, then shows the error while the window lasts, then may reload again', () => {
    let clock = 1_000_000;
    const storage = memoryStorage();
    const reload = vi.fn();
    const env = { now: () => clock, storage, reload };

    expect(reloadOnceForStaleChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(staleChunkReloadKey)).toBe('1000000');

    clock += 3_000;
    expect(reloadOnceForStaleChunk(env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 8_000;
    expect(reloadOnceForStaleChunk(env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores an unreadable timestamp', () => {
    const storage = memoryStorage();
    storage.setItem(staleChunkReloadKey, 'garbage');
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk({ now: () => 5, storage, reload })).toBe(true);
  });

  it('does not reload when the timestamp cannot be stored', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('storage disabled');
      },
    };
    expect(reloadOnceForStaleChunk({ now: () => 5, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
