import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type AdminWorkCategoriesPage = ApiAnswer<'/api/admin/work-categories', 'get'>;

export type AdminWorkCategory = AdminWorkCategoriesPage['workCategories'][number];

/** GET /api/admin/work-categories?pageIndex=n. */
export function useAdminWorkCategories(pageIndex: number) {
  return useAdminList('/api/admin/work-categories', { pageIndex });
}
