import useSWR from 'swr';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';
import { type ApiAnswer, api, dataOf } from './typed-client';

export type LocationsResponse = ApiAnswer<'/api/locations', 'get'>;

export const locationsKey = '/locations';

export function getLocations(): Promise<LocationsResponse> {
  return dataOf(api.GET('/api/locations'));
}

/** Postcode areas businesses and jobs can be in; loaded once per visit. */
export function useLocations() {
  const { data, error, isLoading } = useSWR(locationsKey, getLocations, {
    ...referenceDataOptions,
    onError: logLoadFailure('locations'),
  });
  return { locations: data?.locations ?? [], isLoading, error: error as unknown };
}
