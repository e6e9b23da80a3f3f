import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Reloads every cached page of an admin list (e.g. '/admin/customers') after a row action. */
export function useReloadList(path: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => typeof key === 'string' && (key === path || key.startsWith(`${path}?`))),
    [mutate, path],
  );
}
