/**
 * An admin list's query string: the page index, then the filters that are set, in that order. It
 * is both the URL's query and the end of the SWR key, so a page's key stays what it has been
 * ('/admin/customers?pageIndex=0&name=ann') and useReloadList finds every page of a list.
 */
export function adminListSearch(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/** SWR options every admin list shares: no refetch on focus while an admin edits, no retry storms. */
export const adminListOptions = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };
