import useSWR from 'swr';
import { logLoadFailure, referenceDataOptions } from './reference-data-options';
import { type ApiAnswer, api, dataOf } from './typed-client';

export type WorkCategoriesResponse = ApiAnswer<'/api/work-category', 'get'>;

export type WorkCategory = WorkCategoriesResponse['workCategories'][number];

export const workCategoriesKey = '/work-category';

export function getWorkCategories(): Promise<WorkCategoriesResponse> {
  return dataOf(api.GET('/api/work-category'));
}

/** Work categories with their services; loaded once per visit. */
export function useWorkCategories() {
  const { data, error, isLoading } = useSWR(workCategoriesKey, getWorkCategories, {
    ...referenceDataOptions,
    onError: logLoadFailure('work categories'),
  });
  return { workCategories: data?.workCategories ?? [], isLoading, error: error as unknown };
}
