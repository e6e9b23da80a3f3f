import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface AdminCustomer {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string | null;
  isVerified: boolean;
  isActive: boolean;
  postedJobs: number;
  completedJobs: number;
  cancelledJobs: number;
  createdAt: string;
}

export interface CustomersPage {
  customers: AdminCustomer[];
  count: number;
}

/** GET /api/admin/customers?pageIndex=n&name=&email=: 10 customers a page and the total. */
export function useAdminCustomers(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/customers', pageIndex, filters);
  return useSWR(key, () => apiGet<CustomersPage>(key), adminListOptions);
}
