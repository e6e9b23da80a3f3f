import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface AdminWorkCategory {
  id: string;
  name: string;
  isActive: boolean;
  businesses: number;
  activeServices: number;
  inactiveServices: number;
}

export interface AdminWorkCategoriesPage {
  workCategories: AdminWorkCategory[];
  categoryCount: number;
}

/** GET /api/admin/work-categories?pageIndex=n. */
export function useAdminWorkCategories(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/work-categories', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminWorkCategoriesPage>(key), adminListOptions);
}
