import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type AdminWorkCategoriesPage = ApiAnswer<'/api/admin/work-categories', 'get'>;

export type AdminWorkCategory = AdminWorkCategoriesPage['workCategories'][number];

/** GET /api/admin/work-categories?pageIndex=n. */
export function useAdminWorkCategories(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/work-categories', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminWorkCategoriesPage>(key), adminListOptions);
}
