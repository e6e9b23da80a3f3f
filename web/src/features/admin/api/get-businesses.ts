import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type BusinessesPage = ApiAnswer<'/api/admin/businesses', 'get'>;

export type AdminBusiness = BusinessesPage['businesses'][number];

/** GET /api/admin/businesses?pageIndex=n&businessName=&businessEmail=. */
export function useAdminBusinesses(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/businesses', pageIndex, filters);
  return useSWR(key, () => apiGet<BusinessesPage>(key), adminListOptions);
}
