import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type BusinessesPage = ApiAnswer<'/api/admin/businesses', 'get'>;

export type AdminBusiness = BusinessesPage['businesses'][number];

/** GET /api/admin/businesses?pageIndex=n&businessName=&businessEmail=. */
export function useAdminBusinesses(pageIndex: number, filters: Record<string, string>) {
  return useAdminList('/api/admin/businesses', {
    pageIndex,
    businessName: filters.businessName,
    businessEmail: filters.businessEmail,
  });
}
