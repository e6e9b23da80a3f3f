import useSWR from 'swr';
import { apiGet } from './api-client';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';

export type Platform = 'production' | 'stag' | 'demo' | 'local';

export interface PlatformResponse {
  platform: Platform;
}

export const platformKey = '/platform';

export function getPlatform(): Promise<PlatformResponse> {
  return apiGet<PlatformResponse>(platformKey);
}

/** Which deployment this is; undefined until known. */
export function usePlatform() {
  const { data } = useSWR(platformKey, getPlatform, {
    ...referenceDataOptions,
    onError: logLoadFailure('platform'),
  });
  return data?.platform;
}
