import { type ApiAnswer, type ApiBody, api, dataOf } from '@/shared/api/typed-client';

export type Provider = ApiAnswer<'/api/admin/job/businesses', 'post'>[number];

/** POST /api/admin/job/businesses: verified active businesses offering the service within 40 km. */
export function getJobProviders(input: ApiBody<'/api/admin/job/businesses', 'post'>): Promise<Provider[]> {
  return dataOf(api.POST('/api/admin/job/businesses', { body: input }));
}
