import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type AdminLeadReport = ApiAnswer<'/api/admin/lead-reports', 'get'>['reports'][number];

/** GET /api/admin/lead-reports?pageIndex=n: the open bad-lead reports, oldest first. */
export function useAdminLeadReports(pageIndex: number) {
  return useAdminList('/api/admin/lead-reports', { pageIndex });
}

/** PUT /api/admin/lead-report/{id}: uphold or reject the report, with a reason the business reads. */
export function resolveLeadReport(
  id: string,
  decision: ApiBody<'/api/admin/lead-report/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/lead-report/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/lead-report/{id}', { params: { path: { id } }, body: decision }));
}
