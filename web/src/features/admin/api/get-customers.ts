import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type CustomersPage = ApiAnswer<'/api/admin/customers', 'get'>;

export type AdminCustomer = CustomersPage['customers'][number];

/** GET /api/admin/customers?pageIndex=n&name=&email=: 10 customers a page and the total. */
export function useAdminCustomers(pageIndex: number, filters: Record<string, string>) {
  return useAdminList('/api/admin/customers', { pageIndex, name: filters.name, email: filters.email });
}
