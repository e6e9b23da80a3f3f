import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A table's page and filters in the address (?page=2&name=ann), so reloading, the back button
 * and a shared link keep them. The page is 1-based in the address, 0-based for the API.
 */
export function useListQuery(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterKey = filterNames.map((name) => params.get(name) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter values.
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])),
    [filterKey],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );

  /** New filters start again at page 1. */
  const setFilters = useCallback(
    (next: Record<string, string>) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.delete('page');
        for (const [name, value] of Object.entries(next)) {
          if (value.trim() === '') copy.delete(name);
          else copy.set(name, value.trim());
        }
        return copy;
      }),
    [setParams],
  );

  return { page, pageIndex: page - 1, filters, setPage, setFilters };
}
