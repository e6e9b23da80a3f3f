import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';
import type { ApiAnswer } from '@/shared/api/typed-client';
import { adminListKey, adminListOptions } from './admin-list-key';

export type AdminJobsPage = ApiAnswer<'/api/admin/jobs', 'get'>;

export type AdminJob = AdminJobsPage['jobs'][number];

export type AdminJobStatus = AdminJob['status'];

/** GET /api/admin/jobs?pageIndex=n&search=. */
export function useAdminJobs(pageIndex: number, filters: Record<string, string>) {
  const key = adminListKey('/admin/jobs', pageIndex, filters);
  return useSWR(key, () => apiGet<AdminJobsPage>(key), adminListOptions);
}
