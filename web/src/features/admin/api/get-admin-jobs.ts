import type { ApiAnswer } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type AdminJobsPage = ApiAnswer<'/api/admin/jobs', 'get'>;

export type AdminJob = AdminJobsPage['jobs'][number];

export type AdminJobStatus = AdminJob['status'];

/** GET /api/admin/jobs?pageIndex=n&search=. */
export function useAdminJobs(pageIndex: number, filters: Record<string, string>) {
  return useAdminList('/api/admin/jobs', { pageIndex, search: filters.search });
}
