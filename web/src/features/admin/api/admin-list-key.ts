/** An admin list's SWR key: its path with the page index and the filters that are set. */
export function adminListKey(path: string, pageIndex: number, filters: Record<string, string> = {}): string {
  const query = new URLSearchParams({ pageIndex: String(pageIndex) });
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return `${path}?${query.toString()}`;
}

/** SWR options every admin list shares: no refetch on focus while an admin edits, no retry storms. */
export const adminListOptions = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };
