import { type Middleware, unstable_serialize } from 'swr';

/** What a render asked for: each SWR key (serialized) with a way to fetch it on the server. */
export type WantedData = Map<string, () => Promise<unknown>>;

/**
 * An SWR middleware for the server's render: SWR fetches nothing on the server, so each hook's
 * key and fetcher are noted here, fetched between renders, and put in the next render's cache. The page's own hooks decide what it needs: no second list to keep in step.
 */
export function collectPageData(wanted: WantedData): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const resolved = typeof key === 'function' ? safely(key as () => unknown) : key;
    if (resolved !== null && resolved !== undefined && resolved !== false && fetcher) {
      const serialized = unstable_serialize(resolved);
      if (!wanted.has(serialized)) wanted.set(serialized, async () => fetcher(resolved));
    }
    return useSWRNext(key, fetcher, config);
  };
}

/** A key function throws while what it depends on is missing (SWR's own convention): no key yet. */
function safely(key: () => unknown): unknown {
  try {
    return key();
  } catch {
    return null;
  }
}
