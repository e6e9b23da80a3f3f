import { apiRequest } from '@/shared/api/api-client';
import { categoryServicesKey } from './get-category-services';

/** POST /api/admin/work-category/{id}/services. */
export function addService(categoryId: string, name: string): Promise<unknown> {
  return apiRequest(categoryServicesKey(categoryId), { method: 'POST', body: { name } });
}
