import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type AdminJobStatus = 'active' | 'pending' | 'in_progress' | 'finished' | 'cancelled';

export interface AdminJob {
  id: string;
  jobNumber: string;
  type: 'standard' | 'premium';
  user: { id: string; name: string };
  title: string;
  description: string;
  status: AdminJobStatus;
  isActive: boolean;
  workCategory: string;
  service: string;
  location: string;
  propertyType: string;
  targetTime: string;
  leadsReceived: number;
  quotedBusinesses: number;
  completedBy: string | null;
  createdAt: string;
  leadBusinesses: string[];
}

export interface AdminJobsPage {
  jobs: AdminJob[];
  jobsCount: number;
}

/** GET /api/admin/jobs?pageIndex=n&search=. */
export function useAdminJobs(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/jobs', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminJobsPage>(key), adminListOptions);
}
