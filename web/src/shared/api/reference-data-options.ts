import type { SWRConfiguration } from 'swr';

/** Reference data changes rarely: fetch once, do not refetch on focus or reconnect. */
export const referenceDataOptions: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};

/** Reference data failures are logged only; nothing is shown to the user. */
export function logLoadFailure(what: string) {
  return (error: unknown): void => {
    console.error(`Failed to load ${what}`, error);
  };
}
