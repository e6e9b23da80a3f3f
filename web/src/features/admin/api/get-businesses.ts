import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export interface AdminBusiness {
  id: string;
  businessName: string;
  userName: string;
  email: string;
  mobileNumber: string | null;
  location: string;
  categories: string[];
  isVerified: boolean;
  isActive: boolean;
  leadsCount: number;
  quotedJobs: number;
  finishedJobs: number;
  cancelledJobs: number;
  createdAt: string;
  subscriptionType: string | null;
  companyNumber: string | null;
  documentsCount: number;
}

export interface BusinessesPage {
  businesses: AdminBusiness[];
  businessCount: number;
}

/** GET /api/admin/businesses?pageIndex=n&businessName=&businessEmail=. */
export function useAdminBusinesses(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/businesses', pageIndex, filters);
  return useSWR(key, () => apiGet<BusinessesPage>(key), adminListOptions);
}
