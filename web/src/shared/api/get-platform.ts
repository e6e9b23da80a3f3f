import useSWR from 'swr';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';
import { type ApiAnswer, api, dataOf } from './typed-client';

export type PlatformResponse = ApiAnswer<'/api/platform', 'get'>;

export const platformKey = '/platform';

export function getPlatform(): Promise<PlatformResponse> {
  return dataOf(api.GET('/api/platform'));
}

/** Which deployment this is; undefined until known. */
export function usePlatform() {
  const { data } = useSWR(platformKey, getPlatform, {
    ...referenceDataOptions,
    onError: logLoadFailure('platform'),
  });
  return data?.platform;
}
