import useSWR from 'swr';
import { apiGet } from '@/shared/api/api-client';

export interface AdminService {
  id: string;
  name: string;
  isActive: boolean;
  activeBusinesses: number;
  inactiveBusinesses: number;
}

export const categoryServicesKey = (categoryId: string) =>
  `/admin/work-category/${encodeURIComponent(categoryId)}/services`;

/** GET /api/admin/work-category/{id}/services; null while no category is open. */
export function useCategoryServices(categoryId: string | null) {
  return useSWR(categoryId ? categoryServicesKey(categoryId) : null, (key: string) =>
    apiGet<{ services: AdminService[] }>(key),
  );
}
