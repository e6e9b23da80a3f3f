/**
 * A value loaded from the services and kept for `ttlMs`: one load is shared by the requests that
 * wait for it, and a failed reload keeps serving the copy held (the first load's failure is thrown).
 */
export function keptForAWhile<T>(
  load: () => Promise<T>,
  { ttlMs, now = Date.now }: { ttlMs: number; now?: () => number },
): () => Promise<T> {
  let held: { value: T; loadedAt: number } | undefined;
  let loading: Promise<T> | undefined;

  const reload = () => {
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

  return async () => {
    if (held && now() - held.loadedAt < ttlMs) return held.value;
    if (held) {
      const stale = held.value;
      return reload().catch(() => stale);
    }
    return reload();
  };
}
