import { apiRequest } from '@/shared/api/api-client';
import type { AdminWorkCategory } from './get-admin-work-categories';

/** POST /api/admin/work-category: the name is required and unique. */
export function addWorkCategory(name: string): Promise<{ workCategory: AdminWorkCategory }> {
  return apiRequest('/admin/work-category', { method: 'POST', body: { name } });
}
