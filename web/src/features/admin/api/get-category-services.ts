import useSWR from 'swr';
import { type ApiAnswer, api, dataOf } from '@/shared/api/typed-client';

export type AdminService = ApiAnswer<'/api/admin/work-category/{id}/services', 'get'>['services'][number];

export const categoryServicesKey = (categoryId: string) =>
  `/admin/work-category/${encodeURIComponent(categoryId)}/services`;

/** GET /api/admin/work-category/{id}/services; null while no category is open. */
export function useCategoryServices(categoryId: string | null) {
  return useSWR(categoryId ? categoryServicesKey(categoryId) : null, () =>
    dataOf(api.GET('/api/admin/work-category/{id}/services', { params: { path: { id: categoryId ?? '' } } })),
  );
}
