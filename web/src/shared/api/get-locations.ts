import useSWR from 'swr';
import { apiGet } from './api-client';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';

export interface Location {
  /** Postcode prefix, e.g. "SW". */
  location: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface LocationsResponse {
  locations: Location[];
}

export const locationsKey = '/locations';

export function getLocations(): Promise<LocationsResponse> {
  return apiGet<LocationsResponse>(locationsKey);
}

/** Postcode areas businesses and jobs can be in; loaded once per visit. */
export function useLocations() {
  const { data, error, isLoading } = useSWR(locationsKey, getLocations, {
    ...referenceDataOptions,
    onError: logLoadFailure('locations'),
  });
  return { locations: data?.locations ?? [], isLoading, error: error as unknown };
}
