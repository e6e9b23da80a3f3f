import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type CustomersPage = ApiAnswer<'/api/admin/customers', 'get'>;

export type AdminCustomer = CustomersPage['customers'][number];

/** GET /api/admin/customers?pageIndex=n&name=&email=: 10 customers a page and the total. */
export function useAdminCustomers(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/customers', pageIndex, filters);
  return useSWR(key, () => apiGet<CustomersPage>(key), adminListOptions);
}
