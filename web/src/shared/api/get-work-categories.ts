import useSWR from 'swr';
import { apiGet } from './api-client';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';

export interface Service {
  id: string;
  name: string;
}

export interface WorkCategory {
  id: string;
  name: string;
  services: Service[];
}

export interface WorkCategoriesResponse {
  workCategories: WorkCategory[];
}

export const workCategoriesKey = '/work-category';

export function getWorkCategories(): Promise<WorkCategoriesResponse> {
  return apiGet<WorkCategoriesResponse>(workCategoriesKey);
}

/** Work categories with their services; loaded once per visit. */
export function useWorkCategories() {
  const { data, error, isLoading } = useSWR(workCategoriesKey, getWorkCategories, {
    ...referenceDataOptions,
    onError: logLoadFailure('work categories'),
  });
  return { workCategories: data?.workCategories ?? [], isLoading, error: error as unknown };
}
