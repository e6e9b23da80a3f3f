import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';
import { useAdminList } from './use-admin-list';

export type AdminReviewReport = ApiAnswer<'/api/admin/review-reports', 'get'>['reports'][number];

/** GET /api/admin/review-reports?pageIndex=n: the open reports, oldest first. */
export function useAdminReviewReports(pageIndex: number) {
  return useAdminList('/api/admin/review-reports', { pageIndex });
}

/** PUT /api/admin/review-report/{id}: hide the review or dismiss the report, with a reason. */
export function resolveReviewReport(
  id: string,
  decision: ApiBody<'/api/admin/review-report/{id}', 'put'>,
): Promise<ApiAnswer<'/api/admin/review-report/{id}', 'put'>> {
  return dataOf(api.PUT('/api/admin/review-report/{id}', { params: { path: { id } }, body: decision }));
}
