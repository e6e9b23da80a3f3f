export interface KeptForAWhileOptions {
  /** After this long, the next caller starts a reload in the background and is answered from the copy. */
  refreshMs: number;
  /** A reload that failed; the copy held is kept and the next caller after `refreshMs` tries again. */
  onRefreshFailed?: (error: unknown) => void;
  now?: () => number;
}

/** A value the BFF loads from the services and holds in memory. */
export interface KeptCopy<T> {
  /** The copy held; until a load has succeeded, callers wait for one (shared) and get its failure. */
  get(): Promise<T>;
  /**
   * Loads afresh now (after any load already under way, which may hold the old data), so a change
   * this BFF made is served as soon as this resolves; a failure keeps the copy held.
   */
  refreshNow(): Promise<void>;
}

/**
 * Data many requests read and that changes seldom (the reference data, the home page's figures),
 * held in memory: one load is shared by the callers that wait for it, and once the copy is older
 * than `refreshMs` it is still served while one reload runs in the background (stale while it
 * revalidates), so a slow or failed reload never holds a request up.
 */
export function keptForAWhile<T>(load: () => Promise<T>, options: KeptForAWhileOptions): KeptCopy<T> {
  const now = options.now ?? Date.now;
  let held: { value: T; loadedAt: number } | undefined;
  let loading: Promise<T> | undefined;

  const reload = (): Promise<T> => {
    loading ??= load()
      .then((value) => {
        held = { value, loadedAt: now() };
        return value;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  const reported = (error: unknown) => options.onRefreshFailed?.(error);

  return {
    async get() {
      if (!held) return reload();
      if (now() - held.loadedAt >= options.refreshMs && !loading) reload().catch(reported);
      return held.value;
    },
    async refreshNow() {
      await loading?.catch(() => undefined);
      await reload().then(() => undefined, reported);
    },
  };
}
