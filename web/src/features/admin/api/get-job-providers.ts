import { apiRequest } from '@/shared/api/api-client';

export interface Provider {
  id: string;
  name: string;
}

/** POST /api/admin/job/businesses: verified active businesses offering the service within 40 km. */
export function getJobProviders(input: { service_id: string; location: string }): Promise<Provider[]> {
  return apiRequest('/admin/job/businesses', { method: 'POST', body: input });
}
