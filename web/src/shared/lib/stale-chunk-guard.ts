/**
 * After a deploy, an open tab may ask for route chunks that no longer exist.
 * Reloading fetches the new build; the guard stops a reload loop when the
 * chunk is missing for another reason.
 */
export const staleChunkReloadWindowMs = 10_000;
export const staleChunkReloadKey = 'localpros:stale-chunk-reload-at';

export interface StaleChunkDecisionInput {
  now: number;
  /** When the last chunk-failure reload happened, if any. */
  lastReloadAt: number | null;
  windowMs?: number;
}

/** Reload unless a reload already happened within the window. */
export function shouldReloadForStaleChunk({
  now,
  lastReloadAt,
  windowMs = staleChunkReloadWindowMs,
}: StaleChunkDecisionInput): boolean {
  if (lastReloadAt === null) return true;
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}

export interface StaleChunkEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/** Returns true when a reload was started; false means show the error page. */
export function reloadOnceForStaleChunk(env: StaleChunkEnvironment): boolean {
  const now = env.now();
  const lastReloadAt = readTimestamp(env.storage);
  if (!shouldReloadForStaleChunk({ now, lastReloadAt })) return false;
  try {
    env.storage.setItem(staleChunkReloadKey, String(now));
  } catch {
    // Without storage the guard cannot remember the reload, so do not risk a loop.
    return false;
  }
  env.reload();
  return true;
}

function readTimestamp(storage: Pick<Storage, 'getItem'>): number | null {
  try {
    const raw = storage.getItem(staleChunkReloadKey);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
