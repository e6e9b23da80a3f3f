import { useEffect } from 'react';

/**
 * Spec §8: a list that fails to load is only logged and keeps what it showed (SWR keeps the
 * last data), so the user sees no message. Logged once per error, not on every render.
 */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(what, error);
  }, [error, what]);
}
